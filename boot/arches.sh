# shellcheck shell=bash
# Sourced by deps.sh, configs.sh and check.sh: ARCHES names rows of make
# test (x86_64-debug, x86_64-ftracetest) or arches in the kernel's
# spelling (x86, x86_32, arm); arches_of prints the arches they run on,
# each once, in the order given.
arches_of() {
	local r a out=" "

	for r in $1; do
		a=${r%%-*}
		case $a in
		x86) a=x86_64 ;;
		x86_32) a=i386 ;;
		arm) a=arm32 ;;
		esac
		case $out in *" $a "*) ;; *) out="$out$a " ;; esac
	done
	out=${out# }
	echo "${out% }"
}
