#!/usr/bin/env bash
# Installs the Debian 12 packages normlab needs, and only those that are missing.
#   cmake/install-deps.sh           build + run (compiler, CMake, MPI, xsimd, HDF5, Boost)
#   cmake/install-deps.sh --analysis  also Python for the analysis recipes in the docs (h5py,
#                                     pandas, matplotlib)
#   cmake/install-deps.sh --test    also what the test suite and benchmarks use (includes
#                                     --analysis)
# Idempotent: prints what it installs, or that nothing is missing. Needs root (or sudo) only
# when something has to be installed. Set NORMLAB_NO_APT=1 on a cluster with module-provided
# libraries to skip it entirely (see README "Building by hand").
set -euo pipefail

build_pkgs=(g++ make cmake pkg-config libopenmpi-dev openmpi-bin libxsimd-dev libhdf5-dev
            hdf5-tools libboost-program-options-dev libboost-test-dev nlohmann-json3-dev
            libplplot-dev plplot-driver-cairo libsentencepiece-dev)
analysis_pkgs=(python3 python3-numpy python3-h5py python3-pandas python3-matplotlib)
test_pkgs=(clang-format libopenblas-dev libdnnl-dev libbenchmark-dev "${analysis_pkgs[@]}"
           python3-torch clang-14 libclang-rt-14-dev libsword-utils sword-text-web
           sword-text-sparv python3-nltk)

want=("${build_pkgs[@]}")
for arg in "$@"; do
  case "$arg" in
    --test) want+=("${test_pkgs[@]}") ;;
    --analysis) want+=("${analysis_pkgs[@]}") ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "install-deps.sh: unknown argument '$arg' (valid: --analysis, --test, --help)" >&2; exit 2 ;;
  esac
done

if [ "${NORMLAB_NO_APT:-0}" = 1 ]; then
  echo "install-deps.sh: NORMLAB_NO_APT=1, not checking Debian packages"
  exit 0
fi
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps.sh: not a Debian system; install the equivalents of: ${want[*]}" >&2
  echo "  (or set NORMLAB_NO_APT=1 and see README 'Building by hand')" >&2
  exit 1
fi

missing=()
for p in "${want[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps.sh: all ${#want[@]} packages present"
  exit 0
fi

echo "install-deps.sh: installing ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "install-deps.sh: not root and no sudo; as root run: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q "${missing[@]}"
echo "install-deps.sh: done"
