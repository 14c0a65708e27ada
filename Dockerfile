# The workbench as an image, for the Kubernetes recipe (experiments/cluster/k8s-indexed-job.yaml):
#   docker build -t wsim-workbench:latest .
#   docker tag wsim-workbench:latest registry.example.org/wsim-workbench:latest   # your registry
# The CLI runs the TypeScript sources through tsx (a runtime dependency), so no build step and no dev
# dependencies are needed: `npm ci --omit=dev`.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY bin ./bin
COPY src ./src
COPY bots ./bots
COPY experiments ./experiments
COPY tsconfig.json ./
RUN mkdir -p /results /app/out && chown -R node:node /results /app/out
USER node
ENTRYPOINT []
CMD ["node", "bin/wsim.js", "--help"]
