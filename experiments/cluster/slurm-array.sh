#!/usr/bin/env bash
# Fan a wsim experiment out over a Slurm job array: array task i plays shard i of N, where N is
# the number of array tasks (indexes must run 0..N-1). Every shard file is written with --resume,
# so a requeued or restarted task continues where it stopped. Submit from the project root:
#
#   jobid=$(sbatch --parsable --array=0-7 experiments/cluster/slurm-array.sh)
#   sbatch --dependency=afterany:$jobid --wrap \
#     "node bin/wsim.js merge out/shards/ammunition.shard-*.jsonl --out out/ammunition.jsonl --experiment experiments/ammunition.json"
#
# Environment: EXPERIMENT (default experiments/ammunition.json), OUT_DIR (default out/shards),
# SHARDS (default: the array size).
#
#SBATCH --job-name=wsim-sim
#SBATCH --array=0-3
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
set -euo pipefail

cd "${SLURM_SUBMIT_DIR:-$(dirname "$0")/../..}"
EXPERIMENT="${EXPERIMENT:-experiments/ammunition.json}"
SHARDS="${SHARDS:-${SLURM_ARRAY_TASK_COUNT:?run this script as a job array (sbatch --array=0-N)}}"
OUT_DIR="${OUT_DIR:-out/shards}"
# extra wsim options, e.g. WSIM_ARGS=--allow-modules for an experiment that names captain modules (trusted code only)
NAME="$(basename "$EXPERIMENT" .json)"
mkdir -p "$OUT_DIR"

rc=0
node bin/wsim.js sim "$EXPERIMENT" \
  --shard "${SLURM_ARRAY_TASK_ID}/${SHARDS}" \
  --workers "${SLURM_CPUS_PER_TASK:-2}" \
  --out "$OUT_DIR/$NAME.shard-${SLURM_ARRAY_TASK_ID}.jsonl" \
  --resume --quiet ${WSIM_ARGS:-} || rc=$?
# exit code 1: the shard is complete but some games are error rows (kept in the file with a "repro" command)
if [ "$rc" -eq 1 ]; then exit 0; fi
exit "$rc"
