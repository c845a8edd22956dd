#!/usr/bin/env bash
# test.sh — everything `make test` (and so CI) checks, in order:
#
#   gofmt, go vet, builds (CGO_ENABLED=0 for linux, GOOS=js GOARCH=wasm),
#   the headless tests (CGO_ENABLED=0), then under -race what can race:
#   match/ (its bot goroutine and store) and ai's parallel-bots test,
#   a short run of every fuzz target, the screen tests under Xvfb,
#   and the browser test when there is one.
#
# Every step runs even when an earlier one failed; the last line is
# "N passed, N failed, N skipped" and the exit code is non-zero if anything
# failed or if a go test run executed no test at all.
#
#   tools/test.sh              the whole suite (FUZZTIME=4000x per target by default:
#                              a count of runs, not a duration; see below)
#   tools/test.sh fuzz [TIME]  only the fuzz targets, TIME each (default 60s)
#
# Screen packages (the root package, scenes/, sprites/, audio/, wasm/) are
# tested under xvfb-run; everything else is headless. The browser test, once
# written, is the executable wasm/browser-test.sh: it exits non-zero on failure.
set -uo pipefail

cd "$(dirname "$0")/.." || exit 2

mode=${1:-all}
case "$mode" in
# make test bounds each fuzz target by a count of runs: a duration races
# the fuzzing coordinator's own deadline in Go 1.26 (golang/go#75804,
# fixed in 1.27), which on a loaded machine fails a target with a bare
# "context deadline exceeded" and no failing input; a count is work-bound.
all) fuzztime=${FUZZTIME:-4000x} ;;
fuzz) fuzztime=${2:-${FUZZTIME:-60s}} ;;
*)
	echo "usage: $0 [fuzz [TIME]]" >&2
	exit 2
	;;
esac

parallel=${TEST_PARALLEL:-2}
screen_re='^starboard(/(scenes|sprites|audio|wasm)(/.*)?)?$'
race_re='^starboard/match(/.*)?$'
# The race detector runs on what can race, with small workloads: match/
# whole, and of ai/ the test that runs bots side by side (the searches
# themselves run one at a time per bot; racing them whole took minutes).
race_ai_run='^TestBotsInParallelShareNothing$'
# The online server's tests and the command line's online game under -race
# too, but for the cluster test, whose three NATS nodes would take minutes
# there (it runs with the headless tests).
race_server_run='^(TestRemoteMatchesPlayATable|TestSeatsReconnectAndFinish|TestAGameOverWebSocket|TestAMoveIsAppliedOnce|TestRefusals|TestBotsPlayATableThrough|TestIdleTablesAreForgotten|TestSavesAndExpiry|TestBadFramesAreClosedOn|TestHostAndJoinPlayAnOnlineTable|TestFramesHoldOnlyTheSeatsView|TestANewDeviceTakesTheSeat|TestATakenSeatIsLostForGood|TestAWatcherSeesSeatsTaken|TestBotsTakeTheEmptySeats|TestAnEndedTableFreesItsSeats|TestAScreenThatLooksOnMakesPublicMoves)$'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tally=$work/tally
: >"$tally"
started=$SECONDS

# step NAME — print a header and remember when the step started.
step() {
	step_name=$1
	step_started=$SECONDS
	echo
	echo "=== $step_name"
}

# done_step STATUS — print how the step went and how long it took.
done_step() {
	echo "--- $step_name: $1 ($((SECONDS - step_started))s)"
}

# check LABEL COMMAND... — run a command that is not a test run; a failure
# counts as one failed check in the final line.
check() {
	local label=$1
	shift
	if "$@"; then
		return 0
	fi
	echo "$label 0 1 0" >>"$tally"
	return 1
}

# gotest LABEL GO-TEST-ARGS... — run `go test -json` through testsum, which
# prints the report, tallies the counts and fails on a run with no test.
# The array runner, when set, is a command that wraps go test (xvfb-run).
runner=()
gotest() {
	local label=$1
	shift
	${runner[@]+"${runner[@]}"} go test -json "$@" | "$work/testsum" -label "$label" -tally "$tally"
	local statuses=("${PIPESTATUS[@]}")
	if [ "${statuses[0]}" -ne 0 ] && [ "${statuses[1]}" -eq 0 ]; then
		echo "[$label] go test exited with status ${statuses[0]}"
		echo "$label-exit 0 1 0" >>"$tally"
		return 1
	fi
	[ "${statuses[1]}" -eq 0 ]
}

# fuzz_targets — print "DIR NAME" for every Fuzz function in a headless
# package, found by grep so that new titles are picked up.
fuzz_targets() {
	grep -rEl --include='*_test.go' --exclude-dir=testdata --exclude-dir=.git \
		'^func Fuzz[A-Za-z0-9_]*\(' . 2>/dev/null |
		while read -r file; do
			dir=$(dirname "$file")
			dir=${dir#./}
			case "$dir" in
			. | scenes | scenes/* | sprites | sprites/* | audio | audio/* | wasm | wasm/*) continue ;;
			esac
			grep -oE '^func Fuzz[A-Za-z0-9_]*\(' "$file" | sed -e 's/^func //' -e 's/($//' |
				while read -r name; do echo "$dir $name"; done
		done | sort -u
}

run_fuzz() {
	step "fuzz ($fuzztime per target)"
	local targets
	targets=$(fuzz_targets)
	if [ -z "$targets" ]; then
		echo "no fuzz targets found"
		done_step "none"
		return
	fi
	local failed=0 count=0 dir name
	while read -r dir name; do
		count=$((count + 1))
		echo "fuzzing $name in ./$dir"
		gotest "fuzz:$dir:$name" -run='^$' -fuzz="^$name\$" -fuzztime="$fuzztime" "./$dir" || failed=1
	done <<<"$targets"
	if [ "$failed" -eq 0 ]; then done_step "ok, $count targets"; else done_step "FAILED"; fi
}

step "build testsum"
if ! go build -o "$work/testsum" ./tools/testsum; then
	done_step "FAILED"
	echo "0 passed, 1 failed"
	exit 1
fi
done_step "ok"

if [ "$mode" = fuzz ]; then
	run_fuzz
	echo
	"$work/testsum" -total "$tally"
	exit
fi

step "gofmt"
unformatted=$(find . -path ./.git -prune -o -name testdata -prune -o -name '*.go' -print | sort | xargs -r gofmt -l)
if [ -n "$unformatted" ]; then
	echo "these files are not gofmt-formatted (run gofmt -w on them):"
	echo "$unformatted" | sed 's/^/  /'
	echo "gofmt 0 1 0" >>"$tally"
	done_step "FAILED"
else
	done_step "ok"
fi

step "go vet"
if check vet go vet ./...; then done_step "ok"; else done_step "FAILED"; fi

step "build (linux CGO_ENABLED=0, js/wasm)"
build_ok=1
CGO_ENABLED=0 check build-linux go build ./... || build_ok=0
if GOOS=js GOARCH=wasm check build-wasm go build -o "$work/starboard.wasm" .; then
	echo "wasm size: $(wc -c <"$work/starboard.wasm") bytes"
else
	build_ok=0
fi
if [ "$build_ok" -eq 1 ]; then done_step "ok"; else done_step "FAILED"; fi

mapfile -t packages < <(go list -e ./...)
headless=()
race=()
screen=()
for pkg in "${packages[@]}"; do
	if [[ $pkg =~ $screen_re ]]; then
		screen+=("$pkg")
	elif [[ $pkg =~ $race_re ]]; then
		race+=("$pkg")
	else
		headless+=("$pkg")
	fi
done

step "headless tests (CGO_ENABLED=0)"
if CGO_ENABLED=0 gotest headless -count=1 -p "$parallel" -timeout=15m "${headless[@]}"; then done_step "ok"; else done_step "FAILED"; fi

step "match/, ai's parallel bots and the online server with -race"
race_ok=1
CGO_ENABLED=1 gotest race -race -count=1 -p "$parallel" -timeout=15m "${race[@]}" || race_ok=0
CGO_ENABLED=1 gotest race-ai -race -count=1 -timeout=15m -run "$race_ai_run" ./ai/ || race_ok=0
CGO_ENABLED=1 gotest race-server -race -count=1 -timeout=15m -run "$race_server_run" ./server/ ./cmd/starboard-cli/ || race_ok=0
if [ "$race_ok" -eq 1 ]; then done_step "ok"; else done_step "FAILED"; fi

run_fuzz

step "screen tests (Xvfb)"
screen_tested=()
if [ "${#screen[@]}" -gt 0 ]; then
	mapfile -t screen_tested < <(go list -e -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' "${screen[@]}" | grep .)
	# The longest packages first (their times in docs/performance.md): go
	# test starts the packages in the order given, two at a time, so a long
	# one started last would leave one core idle while it ends.
	longest=(scenes/revenant scenes/revive scenes/seeders scenes/desolated scenes/monkey scenes/gods)
	ordered=()
	for l in "${longest[@]}"; do
		for pkg in "${screen_tested[@]}"; do
			[ "$pkg" = "starboard/$l" ] && ordered+=("$pkg")
		done
	done
	for pkg in "${screen_tested[@]}"; do
		[[ " ${ordered[*]} " == *" $pkg "* ]] || ordered+=("$pkg")
	done
	screen_tested=("${ordered[@]}")
fi
if [ "${#screen_tested[@]}" -eq 0 ]; then
	echo "no screen package has tests yet: nothing to run under Xvfb"
	done_step "none"
elif ! command -v xvfb-run >/dev/null 2>&1; then
	echo "xvfb-run is missing (apt-get install xvfb xauth); the screen tests cannot run"
	echo "screen-xvfb 0 1 0" >>"$tally"
	done_step "FAILED"
else
	# LP_NUM_THREADS=0: software GL (llvmpipe) rasterizes on the calling
	# thread rather than in worker threads. A package's test binary keeps
	# about one core busy either way, and with the workers a screen
	# package died now and then inside the driver (SIGSEGV in DrawElements
	# or glTexSubImage2D, once "malloc(): smallbin double linked list
	# corrupted"), about one full run in four on 2026-11-27.
	runner=(env LP_NUM_THREADS="${LP_NUM_THREADS:-0}" xvfb-run -a -s "-screen 0 1920x1080x24")
	# -timeout bounds each package's test binary. The screen tests are
	# bounded by work (ticks, gestures, moves); the limit only catches a
	# hang, so it is wide enough for the slowest package (scenes/monkey)
	# on a loaded two-core machine under software GL. Two packages run at
	# once, each with its own window on the one Xvfb: a package's test
	# binary keeps about one core busy, so a second one uses the other.
	if gotest screen -count=1 -p 2 -timeout=25m "${screen_tested[@]}"; then done_step "ok"; else done_step "FAILED"; fi
	runner=()
fi

step "browser test"
if [ -x wasm/browser-test.sh ]; then
	if wasm/browser-test.sh; then
		echo "browser 1 0 0" >>"$tally"
		done_step "ok"
	else
		echo "browser 0 1 0" >>"$tally"
		done_step "FAILED"
	fi
else
	echo "no browser test yet (wasm/browser-test.sh)"
	done_step "none"
fi

echo
echo "total time: $((SECONDS - started))s"
"$work/testsum" -total "$tally"
