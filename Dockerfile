# The workbench as an image, for the Kubernetes recipe (experiments/cluster/k8s-indexed-job.yaml):
#   docker build -t wsim-workbench:latest .
#   docker tag wsim-workbench:latest registry.example.org/wsim-workbench:latest   # your registry
# The CLI runs the compiled JavaScript in dist/: a build stage compiles it (TypeScript is a dev
# dependency), the image itself holds the production dependencies only: `npm ci --omit=dev`.
FROM node:20-bookworm-slim AS build
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY bots ./bots
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY bin ./bin
COPY --from=build /build/dist ./dist
COPY experiments ./experiments
RUN mkdir -p /results /app/out && chown -R node:node /results /app/out
USER node
ENTRYPOINT []
CMD ["node", "bin/wsim.js", "--help"]
