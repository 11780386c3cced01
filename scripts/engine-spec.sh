# Sourced by the scripts that take engines as "ENGINE[:KEY=VALUE[,KEY=VALUE]]" (flatout-comparison.sh,
# engine-floors.sh): engine_spec SPEC sets engine (the name), opts (--engine-opt KEY=VALUE words) and label (the
# name and each KEY-VALUE, for file names).
engine_spec() {
  local spec="$1" kv kvs
  engine="${spec%%:*}"
  label="${engine/\//-}"
  opts=()
  if [ "$spec" != "$engine" ]; then
    IFS=',' read -r -a kvs <<< "${spec#*:}"
    for kv in "${kvs[@]}"; do
      opts+=(--engine-opt "$kv")
      label="$label-${kv%%=*}-${kv#*=}"
    done
  fi
}
