# shellcheck shell=bash
# Sourced by arch.sh, deps.sh, configs.sh and check.sh: the one table of
# arch names.

# arch_name NAME: this project's name of an arch that may be given in
# the kernel's or Debian's spelling (x86, x86_32, s390, arm, armhf)
arch_name() {
	case $1 in
	x86) echo x86_64 ;;
	x86_32) echo i386 ;;
	s390) echo s390x ;;
	arm|armhf) echo arm32 ;;
	*) echo "$1" ;;
	esac
}

# arches_of ROWS: ARCHES names rows of make test (x86_64-debug,
# x86_64-ftracetest) or arches; the arches they run on, each once, in
# the order given
arches_of() {
	local r a out=" "

	for r in $1; do
		a=$(arch_name "${r%%-*}")
		case $out in *" $a "*) ;; *) out="$out$a " ;; esac
	done
	out=${out# }
	echo "${out% }"
}
