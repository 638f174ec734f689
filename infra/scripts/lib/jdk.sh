# Sourced by the project's scripts. find_jdk prints the home of a JDK >= 21: JAVA_HOME when it
# qualifies, else the newest JDK installed in the usual places (or the one behind `java` on PATH).

jdk_major() {
  local home=$1 version
  [[ -x $home/bin/java && -x $home/bin/javac ]] || return 1
  if [[ -f $home/release ]]; then
    version=$(sed -n 's/^JAVA_VERSION="\([^"]*\)"/\1/p' "$home/release")
  fi
  if [[ -z ${version:-} ]]; then
    version=$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)
  fi
  version=${version#1.}
  echo "${version%%[.+-]*}"
}

find_jdk() {
  local minimum=${1:-21} best="" best_major=0 candidate major
  if [[ -n ${JAVA_HOME:-} ]] && major=$(jdk_major "$JAVA_HOME") && (( major >= minimum )); then
    echo "$JAVA_HOME"
    return 0
  fi
  local candidates=(/usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* /Library/Java/JavaVirtualMachines/*/Contents/Home
                    "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*)
  if command -v java >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")")
  fi
  for candidate in "${candidates[@]}"; do
    [[ -d $candidate && ! -L $candidate ]] || continue
    major=$(jdk_major "$candidate") || continue
    if (( major >= minimum && major > best_major )); then
      best=$candidate
      best_major=$major
    fi
  done
  [[ -n $best ]] || return 1
  echo "$best"
}

require_jdk() {
  local home
  if ! home=$(find_jdk 21); then
    echo "No JDK 21 or newer was found (JAVA_HOME, /usr/lib/jvm, /opt/java, ...). Install one, for example" >&2
    echo "Temurin 21 or 25, or set JAVA_HOME to it." >&2
    return 1
  fi
  echo "$home"
}

require_maven() {
  if ! command -v mvn >/dev/null 2>&1; then
    echo "Apache Maven is not installed; installing it with apt-get." >&2
    if [[ $(id -u) -eq 0 ]]; then
      apt-get update -qq >&2 && apt-get install -y -qq maven >&2
    else
      sudo apt-get update -qq >&2 && sudo apt-get install -y -qq maven >&2
    fi
  fi
}
