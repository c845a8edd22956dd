// Command adversary is Starboard's own adversarial pass over its command
// line: it builds starboard-cli from the module it runs in and hammers it
// as separate processes, one at a time, in four parts:
//
//   - games: sim runs of every title with random seats, seeds and options,
//     random bots and a few easy ones; it counts the games sim reports.
//   - saves: corrupt saves, made by mutating the golden saves
//     (rules/*/testdata/golden/*.json) and saves made with play --save
//     (flipped bytes, truncation, a move duplicated or deleted, a seed of
//     -1 or 1e400, another title or ruleset, no or null moves, a
//     10,000-character move, a BOM, deep nesting, ...). Each is given to
//     replay, which must exit 0 or 1 with short error lines, and to
//     play <title> --save F, which must set a corrupt file aside as
//     F.corrupt* with every byte of it.
//   - kills: play --save F sessions killed with SIGKILL at a random moment
//     (3 ms to 400 ms in); F must then be absent or replay cleanly, and
//     play --save F must resume it. Temporary files left are reported.
//   - lines: play sessions of human seats fed junk lines (random bytes,
//     control characters, very long lines, moves out of range, partial or
//     stale moves, load /dev/zero, save /, ready at odd times) mixed with
//     legal moves read from the legal command. Each must exit 0 and never
//     echo more than about 200 characters of a line.
//
// Every process is bounded by -timeout (killed and counted as a hang past
// it). A panic is stderr holding a Go panic or goroutine trace. Every
// failure is written as a reproducer under -failures, one directory each,
// with a README.txt giving the command line and what went wrong.
//
// It prints a table: for each part the processes run, the games, saves or
// lines, the panics, hangs, saves lost and other failures (wrong exit
// statuses, long error lines, input echoed), and exits 1 if any is not zero.
//
// Usage, from the module's root (make adversary runs it with the sizes in
// the Makefile's ADV_* variables):
//
//	go run ./tools/adversary [-games 5000] [-saves 1000] [-kills 100] [-lines 5000] [-seed 1]
//	                         [-timeout 60s] [-failures /tmp/adversary-failures] [-cli FILE] [-keep]
//
// A count of 0 skips its part. -cli uses a binary already built instead of
// building one. The run is deterministic for a seed but for the kills,
// whose moments depend on the machine's speed.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// maxFailures is how many reproducers a part writes of each kind of
// failure; the later failures are counted all the same.
const maxFailures = 10

// tally is what one part counted.
type tally struct {
	name     string
	unit     string // what items counts: games, saves, lines
	runs     int    // processes started
	items    int
	panics   int
	hangs    int
	lost     int            // saves lost
	other    int            // other failures: exit statuses, long lines, echoes
	written  int            // reproducers written
	kinds    map[string]int // failures by kind
	took     time.Duration
	tempLeft int // kills: temporary save files left behind
	notes    []string
}

func (t *tally) failed() int { return t.panics + t.hangs + t.lost + t.other }

// adversary holds what every part shares.
type adversary struct {
	cli      string // the starboard-cli binary
	repo     string // the module's root
	work     string // scratch directory, removed at the end
	failures string // where reproducers go
	timeout  time.Duration
	r        *rand.Rand
	titles   []titleInfo
	pool     []baseSave // valid saves to corrupt or load
	seq      int        // numbers scratch directories
	verbose  bool
}

func main() {
	games := flag.Int("games", 5000, "games to play with sim (0 skips the part)")
	saves := flag.Int("saves", 1000, "corrupt saves to try (0 skips the part)")
	kills := flag.Int("kills", 100, "play sessions to kill mid-save (0 skips the part)")
	lines := flag.Int("lines", 5000, "junk and legal lines to feed play (0 skips the part)")
	seed := flag.Uint64("seed", 1, "seed of the adversary's random choices")
	timeout := flag.Duration("timeout", 60*time.Second, "bound of one process; past it the process is killed and counted as a hang")
	failures := flag.String("failures", "/tmp/adversary-failures", "directory for the reproducers of failures")
	cli := flag.String("cli", "", "a starboard-cli binary to use instead of building one")
	keep := flag.Bool("keep", false, "keep the scratch directory")
	verbose := flag.Bool("v", false, "print each failure as it is found (they are always written under -failures)")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "adversary: no arguments are taken; see -help")
		os.Exit(2)
	}
	code, err := run(*games, *saves, *kills, *lines, *seed, *timeout, *failures, *cli, *keep, *verbose)
	if err != nil {
		fmt.Fprintf(os.Stderr, "adversary: %v\n", err)
		os.Exit(2)
	}
	os.Exit(code)
}

func run(games, saves, kills, lines int, seed uint64, timeout time.Duration, failures, cli string, keep, verbose bool) (int, error) {
	started := time.Now()
	repo, err := os.Getwd()
	if err != nil {
		return 0, err
	}
	if _, err := os.Stat(filepath.Join(repo, "cmd", "starboard-cli")); err != nil {
		return 0, fmt.Errorf("run me from the module's root (no cmd/starboard-cli in %s)", repo)
	}
	work, err := os.MkdirTemp("", "adversary-")
	if err != nil {
		return 0, err
	}
	if keep {
		fmt.Printf("scratch directory: %s\n", work)
	} else {
		defer os.RemoveAll(work)
	}
	a := &adversary{repo: repo, work: work, failures: failures, timeout: timeout,
		r: rand.New(rand.NewPCG(seed, 0x5eed)), verbose: verbose}
	if cli == "" {
		a.cli = filepath.Join(work, "starboard-cli")
		build := exec.Command("go", "build", "-o", a.cli, "./cmd/starboard-cli")
		build.Dir, build.Stdout, build.Stderr = repo, os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			return 0, fmt.Errorf("go build ./cmd/starboard-cli: %v", err)
		}
	} else if a.cli, err = filepath.Abs(cli); err != nil {
		return 0, err
	}
	version, _ := exec.Command(a.cli, "version").Output()
	fmt.Printf("adversary: %s, seed %d, timeout %s per process, reproducers in %s\n",
		strings.TrimSpace(string(version)), seed, timeout, failures)
	if err := a.loadTitles(); err != nil {
		return 0, err
	}
	// The reproducers of an earlier run are removed: those left are this run's.
	for _, part := range []string{"games", "saves", "kills", "lines"} {
		old, _ := filepath.Glob(filepath.Join(failures, part+"-[0-9][0-9][0-9]-*"))
		for _, dir := range old {
			os.RemoveAll(dir)
		}
	}
	var tallies []*tally
	part := func(name, unit string, n int, f func(*tally, int)) {
		t := &tally{name: name, unit: unit}
		tallies = append(tallies, t)
		if n <= 0 {
			return
		}
		t0 := time.Now()
		f(t, n)
		t.took = time.Since(t0)
		fmt.Printf("  %-6s %d runs, %d %s, %d failures, %.1fs\n", name, t.runs, t.items, unit, t.failed(), t.took.Seconds())
	}
	part("games", "games", games, a.partGames)
	part("saves", "saves", saves, a.partSaves)
	part("kills", "kills", kills, a.partKills)
	part("lines", "lines", lines, a.partLines)

	fmt.Println()
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "part\truns\tgames/saves/lines\tpanics\thangs\tsaves lost\tother\tseconds\t")
	total := &tally{name: "total"}
	for _, t := range tallies {
		fmt.Fprintf(tw, "%s\t%d\t%d %s\t%d\t%d\t%d\t%d\t%.1f\t\n", t.name, t.runs, t.items, t.unit, t.panics, t.hangs, t.lost, t.other, t.took.Seconds())
		total.runs += t.runs
		total.panics += t.panics
		total.hangs += t.hangs
		total.lost += t.lost
		total.other += t.other
	}
	fmt.Fprintf(tw, "total\t%d\t\t%d\t%d\t%d\t%d\t%.1f\t\n", total.runs, total.panics, total.hangs, total.lost, total.other, time.Since(started).Seconds())
	tw.Flush()
	for _, t := range tallies {
		for _, n := range t.notes {
			fmt.Printf("%s: %s\n", t.name, n)
		}
		var kinds []string
		for k, n := range t.kinds {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
		sort.Strings(kinds)
		if len(kinds) > 0 {
			fmt.Printf("%s: failures by kind: %s\n", t.name, strings.Join(kinds, ", "))
		}
	}
	if total.failed() > 0 {
		fmt.Printf("FAILED: %d failures; reproducers in %s\n", total.failed(), failures)
		return 1, nil
	}
	fmt.Println("ok: no panic, hang, save lost or other failure")
	return 0, nil
}

// proc is one finished process of starboard-cli.
type proc struct {
	args   []string
	dir    string
	stdin  []byte
	stdout []byte
	stderr []byte
	exit   int // -1 when killed
	hung   bool
	took   time.Duration
}

// capped keeps the first max bytes written to it and counts the rest.
type capped struct {
	buf     bytes.Buffer
	max     int
	dropped int
}

func (c *capped) Write(p []byte) (int, error) {
	if room := c.max - c.buf.Len(); room > 0 {
		c.buf.Write(p[:min(room, len(p))])
		c.dropped += max(0, len(p)-room)
	} else {
		c.dropped += len(p)
	}
	return len(p), nil
}

const outputCap = 4 << 20

// run runs starboard-cli with args in dir, stdin as its input, bounded by
// the timeout.
func (a *adversary) run(dir string, stdin []byte, args ...string) proc {
	ctx, cancel := context.WithTimeout(context.Background(), a.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, a.cli, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	out, errs := &capped{max: outputCap}, &capped{max: outputCap}
	cmd.Stdout, cmd.Stderr = out, errs
	cmd.WaitDelay = 5 * time.Second
	t0 := time.Now()
	err := cmd.Run()
	p := proc{args: args, dir: dir, stdin: stdin, stdout: out.buf.Bytes(), stderr: errs.buf.Bytes(), exit: -1, took: time.Since(t0)}
	if cmd.ProcessState != nil {
		p.exit = cmd.ProcessState.ExitCode()
	} else if err != nil {
		p.stderr = append(p.stderr, fmt.Sprintf("adversary: could not start: %v\n", err)...)
	}
	p.hung = ctx.Err() == context.DeadlineExceeded
	return p
}

// panicTrace matches what the Go runtime prints when a program panics or
// dies of a fatal error.
var panicTrace = regexp.MustCompile(`(?m)^(panic: |fatal error: |goroutine \d+ \[)`)

// crashed counts a panic or a hang of p and writes its reproducer; it
// reports whether p did neither.
func (a *adversary) crashed(t *tally, p *proc, what string, files map[string][]byte) bool {
	switch {
	case p.hung:
		t.hangs++
		a.failure(t, "hang", p, what+fmt.Sprintf(": still running after %s, killed", a.timeout), files)
		return true
	case panicTrace.Match(p.stderr):
		t.panics++
		a.failure(t, "panic", p, what, files)
		return true
	}
	return false
}

// failure writes the reproducer of a failure: a directory with README.txt
// (what failed, the command line, its exit status and output), the input
// given, and files, named as keyed.
func (a *adversary) failure(t *tally, kind string, p *proc, what string, files map[string][]byte) {
	if t.kinds == nil {
		t.kinds = map[string]int{}
	}
	t.kinds[kind]++
	if a.verbose || t.kinds[kind] == 1 {
		fmt.Fprintf(os.Stderr, "  FAIL %s %s: %s\n", t.name, kind, clip(what, 300))
	}
	if t.kinds[kind] > maxFailures {
		return
	}
	t.written++
	dir := filepath.Join(a.failures, fmt.Sprintf("%s-%03d-%s", t.name, t.written, kind))
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintf(os.Stderr, "adversary: %v\n", err)
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "part: %s\nfailure: %s\nwhat: %s\n", t.name, kind, what)
	if p != nil {
		fmt.Fprintf(&b, "\ncommand (run in a directory holding the files here; starboard-cli is go build ./cmd/starboard-cli):\n  starboard-cli %s", shellQuote(p.args))
		if p.stdin != nil {
			b.WriteString(" < stdin.txt")
			os.WriteFile(filepath.Join(dir, "stdin.txt"), p.stdin, 0o644)
		}
		fmt.Fprintf(&b, "\nexit status: %d (-1: killed), hung: %v, took %s\n", p.exit, p.hung, p.took.Round(time.Millisecond))
		fmt.Fprintf(&b, "\nstderr (first 8 KB):\n%s\n", head(p.stderr, 8<<10))
		fmt.Fprintf(&b, "\nstdout (last 8 KB):\n%s\n", tail(p.stdout, 8<<10))
		os.WriteFile(filepath.Join(dir, "stdout.txt"), p.stdout, 0o644)
		os.WriteFile(filepath.Join(dir, "stderr.txt"), p.stderr, 0o644)
	}
	for name, data := range files {
		os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "README.txt"), []byte(b.String()), 0o644)
}

// scratch returns a new empty directory under the scratch directory.
func (a *adversary) scratch(prefix string) string {
	a.seq++
	dir := filepath.Join(a.work, prefix+strconv.Itoa(a.seq))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		panic(err)
	}
	return dir
}

func shellQuote(args []string) string {
	q := make([]string, len(args))
	for i, s := range args {
		if s != "" && strings.IndexFunc(s, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_=:,./+", r))
		}) < 0 {
			q[i] = s
		} else {
			q[i] = "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
		}
	}
	return strings.Join(q, " ")
}

func head(b []byte, n int) []byte {
	if len(b) > n {
		return append(b[:n:n], "\n[…]"...)
	}
	return b
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return append([]byte("[…]\n"), b[len(b)-n:]...)
	}
	return b
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// readAll returns the bytes of file, or nil.
func readAll(file string) []byte {
	data, _ := os.ReadFile(file)
	return data
}

var _ io.Writer = (*capped)(nil)
