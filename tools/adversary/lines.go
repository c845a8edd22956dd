package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// helpEnd is the last line of play's help: the adversary sends help after
// every line, and the output up to it is that line's answer. While the
// keyboard is handed over, help answers with a line holding handedOver.
const (
	helpEnd    = "the end of a line from two spaces and a # (but for save and load): a line of legal plays as it is"
	handedOver = "type ready (or quit)"
	maxEcho    = 200 // the most characters of a line its answer may repeat
)

// legalLine is a line of legal's list: "  3. play 1".
var legalLine = regexp.MustCompile(`^\s*(\d+)\. (.*)$`)

// output collects a process's stdout, line by line, without ever blocking
// it.
type output struct {
	mu     sync.Mutex
	lines  []string
	done   bool
	notify chan struct{}
}

func (o *output) read(r io.Reader) {
	br := bufio.NewReaderSize(r, 1<<16)
	for {
		line, err := br.ReadString('\n')
		o.mu.Lock()
		if line != "" {
			o.lines = append(o.lines, strings.TrimRight(line, "\n"))
		}
		if err != nil {
			o.done = true
		}
		o.mu.Unlock()
		select {
		case o.notify <- struct{}{}:
		default:
		}
		if err != nil {
			return
		}
	}
}

// waitFor returns the lines from index from up to and including the first
// that sync accepts, and whether one came before the output ended or ctx.
func (o *output) waitFor(ctx context.Context, from int, sync func(string) bool) ([]string, bool) {
	for {
		o.mu.Lock()
		for i := from; i < len(o.lines); i++ {
			if sync(o.lines[i]) {
				got := append([]string(nil), o.lines[from:i+1]...)
				o.mu.Unlock()
				return got, true
			}
		}
		done := o.done
		o.mu.Unlock()
		if done {
			return nil, false
		}
		select {
		case <-o.notify:
		case <-ctx.Done():
			return nil, false
		}
	}
}

func (o *output) all() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]string(nil), o.lines...)
}

// session is one play session fed lines.
type lineSession struct {
	a       *adversary
	legal   []string // the moves legal listed last, or nil when stale
	seen    []string // every move legal ever listed in the session
	waiting bool     // the keyboard is being handed over
	over    bool
	moves   int // moves played, by people and bots, as play printed them
}

// entryLine is a move play printed: "12. Seat 1 (bot:random): play 3".
var entryLine = regexp.MustCompile(`^\d+\. [^:]+: `)

// partLines feeds about n lines to play sessions of human seats.
func (a *adversary) partLines(t *tally, n int) {
	a.loadPool(t)
	moves := 0
	for t.items < n {
		moves += a.lineSession(t, min(20+a.r.IntN(60), n-t.items))
	}
	t.notes = append(t.notes, fmt.Sprintf("%d moves were played in the sessions, by people and bots", moves))
}

// lineSession runs one session of about count lines and returns how many
// moves were played in it.
func (a *adversary) lineSession(t *tally, count int) int {
	ti := a.titles[a.r.IntN(len(a.titles))]
	dir := a.scratch("l")
	// Saves of every title to load, one corrupt, and a file for save.
	for i := 0; i < 2 && len(a.pool) > 0; i++ {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("good%d.json", i)), a.pool[a.r.IntN(len(a.pool))].data, 0o644)
	}
	if len(a.pool) > 0 {
		bad, _ := a.mutate(a.pool[a.r.IntN(len(a.pool))].data)
		os.WriteFile(filepath.Join(dir, "bad.json"), bad, 0o644)
	}
	seats := make([]string, a.seatCount(ti))
	for i := range seats {
		seats[i] = "human"
		if i > 0 && a.r.IntN(2) == 0 {
			seats[i] = "bot:random"
		}
	}
	args := []string{"play", ti.slug, "--seats", strings.Join(seats, ","), "--seed", strconv.FormatUint(a.seed(), 10)}
	autosave := a.r.IntN(3) == 0
	if autosave {
		args = append(args, "--save", "auto.json")
	}
	args = append(args, a.randomOptions(ti)...)

	ctx, cancel := context.WithTimeout(context.Background(), a.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, a.cli, args...)
	cmd.Dir = dir
	cmd.WaitDelay = 5 * time.Second
	stderr := &capped{max: outputCap}
	cmd.Stderr = stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		panic(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		panic(err)
	}
	out := &output{notify: make(chan struct{}, 1)}
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		panic(err)
	}
	t.runs++
	readDone := make(chan struct{})
	go func() { out.read(stdout); close(readDone) }()

	s := &lineSession{a: a}
	var script bytes.Buffer // every byte sent, to replay the session
	var sent []string       // the lines sent, but for the syncs
	send := func(line string) bool {
		script.WriteString(line + "\n")
		_, err := io.WriteString(stdin, line+"\n")
		return err == nil
	}
	from := 0
	alive := true
	for i := 0; i < count && alive; i++ {
		line := s.next()
		sent = append(sent, line)
		t.items++
		if !send(line) || !send("help") {
			alive = false
			break
		}
		chunk, ok := out.waitFor(ctx, from, func(l string) bool { return l == helpEnd || strings.Contains(l, handedOver) })
		if !ok {
			alive = false
			break
		}
		from += len(chunk)
		s.observe(line, chunk)
		if s.over && a.r.IntN(4) == 0 {
			break
		}
	}
	send("quit")
	stdin.Close()
	<-readDone
	err = cmd.Wait()
	p := proc{args: args, dir: dir, stdin: script.Bytes(), stdout: []byte(strings.Join(out.all(), "\n")), stderr: stderr.buf.Bytes(),
		exit: -1, took: time.Since(t0), hung: ctx.Err() == context.DeadlineExceeded}
	if cmd.ProcessState != nil {
		p.exit = cmd.ProcessState.ExitCode()
	}
	_ = err
	files := map[string][]byte{}
	for _, name := range []string{"good0.json", "good1.json", "bad.json"} {
		if data := readAll(filepath.Join(dir, name)); data != nil {
			files[name] = data
		}
	}
	what := fmt.Sprintf("play %s fed %d lines", ti.slug, len(sent))
	if a.crashed(t, &p, what, files) {
		os.RemoveAll(dir)
		return s.moves
	}
	if p.exit != 0 {
		t.other++
		a.failure(t, "exit", &p, what+fmt.Sprintf(": exited %d, not 0", p.exit), files)
	}
	// A file name given to save or load is repeated whole when it cannot be
	// used: the person needs all of it to see what was wrong.
	if echo, line := echoes(out.all(), sent); echo != "" && !isPathCommand(line) {
		t.other++
		a.failure(t, "echo", &p, what+fmt.Sprintf(": an output line repeats more than ~%d characters of a line of input: %s (input %s)",
			maxEcho, clip(strconv.Quote(echo), 300), clip(strconv.Quote(line), 100)), files)
	}
	if autosave {
		if data := readAll(filepath.Join(dir, "auto.json")); data != nil {
			r := a.run(dir, nil, "replay", "auto.json")
			t.runs++
			files["auto.json"] = data
			if !a.crashed(t, &r, "replay of the autosave of "+what, files) && r.exit != 0 {
				t.lost++
				a.failure(t, "lost", &p, what+": its autosave does not replay: "+clip(firstLine(r.stderr), 300), files)
			}
		}
	}
	os.RemoveAll(dir)
	return s.moves
}

// observe reads the answer to line: the moves legal listed, whether the
// keyboard is being handed over, whether the game is over.
func (s *lineSession) observe(line string, chunk []string) {
	if line == "legal" {
		s.legal = nil
	}
	helped := false // the answer to help has begun
	for _, l := range chunk {
		switch {
		case l == "commands:":
			helped = true
		case strings.HasPrefix(l, "-- hand the keyboard to"), strings.Contains(l, handedOver):
			s.waiting = true
		case strings.HasPrefix(l, "-- the game is over"):
			s.over, s.waiting = true, false
		case strings.HasPrefix(l, "-- "):
			s.waiting = false
		case line != "legal" && entryLine.MatchString(l):
			s.moves++
		case line == "legal" && !helped:
			// legal plays no move: every numbered line of its answer is
			// one of its list.
			if m := legalLine.FindStringSubmatch(l); m != nil {
				mv, _, _ := strings.Cut(m[2], "  # ")
				s.legal = append(s.legal, mv)
				s.seen = append(s.seen, mv)
			}
		}
	}
	if line != "legal" {
		s.legal = nil // any other line may have changed the game
	}
}

// next returns the next line to send: a legal move, legal, ready, or junk.
func (s *lineSession) next() string {
	a := s.a
	switch {
	case s.waiting && a.r.IntN(10) < 7:
		return "ready"
	case len(s.legal) > 0 && a.r.IntN(10) < 7:
		i := a.r.IntN(len(s.legal))
		mv := s.legal[i]
		s.legal = nil
		switch a.r.IntN(6) {
		case 0:
			return "play " + strconv.Itoa(i+1)
		case 1:
			return strconv.Itoa(i + 1)
		case 2:
			return mv + "  # a note"
		case 3:
			return "  " + mv + "\t "
		}
		return mv
	case s.legal == nil && a.r.IntN(2) == 0:
		return "legal"
	}
	for {
		line, chosen := s.junk()
		if chosen || !strings.ContainsRune(line, '\n') && !forbidden(line) {
			return line
		}
	}
}

// forbidden reports whether play would read line as quit, exit or help
// (which would end the session or break the sync), or as a save or load
// of a path the adversary did not choose.
func forbidden(line string) bool {
	line = strings.TrimSpace(strings.TrimRight(line, "\r"))
	command, _, _ := strings.Cut(line, " ")
	if command != "save" && command != "load" {
		if before, _, ok := strings.Cut(line, "  # "); ok {
			command, _, _ = strings.Cut(strings.TrimSpace(before), " ")
		}
	}
	switch command {
	case "quit", "exit", "help", "save", "load":
		return true
	}
	return strings.Contains(line, helpEnd) || strings.Contains(line, handedOver)
}

// junk returns a line of junk; chosen is set for the saves and loads of
// paths chosen to be safe.
func (s *lineSession) junk() (line string, chosen bool) {
	a := s.a
	switch k := a.r.IntN(15); k {
	case 7: // loads
		return "load " + pick(a, "/dev/zero", "/", "/dev/urandom", "/proc/self/status", "none.json", ".", "good0.json", "good1.json",
			"bad.json", "bad.json  # x", strings.Repeat("d/", 200)+"x.json", strings.Repeat("n", 300), ""), true
	case 8: // saves
		return "save " + pick(a, "/", ".", "", "sub/none/x.json", "/dev/null", "out.json", "good0.json", strings.Repeat("n", 300),
			"out.json  # x", "auto.json"), true
	default:
		return s.junkOf(k), false
	}
}

// junkOf returns a line of junk of kind k.
func (s *lineSession) junkOf(k int) string {
	a := s.a
	switch k {
	case 0: // random bytes
		b := make([]byte, 1+a.r.IntN(80))
		for i := range b {
			b[i] = byte(a.r.IntN(256))
		}
		return string(bytes.ReplaceAll(b, []byte("\n"), []byte(" ")))
	case 1: // long lines
		n := 201 + a.r.IntN(5000)
		return pick(a, "", "play ", "load ", "ready ", "1 ") + a.longText(n)
	case 2: // longer than play reads
		return strings.Repeat(pick(a, "x", "é", " "), 65<<10+a.r.IntN(40<<10))
	case 3: // control characters
		var b strings.Builder
		for n := 1 + a.r.IntN(40); n > 0; n-- {
			b.WriteByte(byte(pick(a, "\x00", "\x01", "\x07", "\x08", "\x1b", "\r", "\t", "\x7f", "\x0b", "\x0c")[0]))
			if a.r.IntN(3) == 0 {
				b.WriteString(pick(a, "[2J", "]0;title\x07", "play", " 1", "[31m"))
			}
		}
		return b.String()
	case 4: // numbers out of range
		return pick(a, "play 99999", "play -1", "play 0", "0", "-1", "99999", "99999999999999999999999", "play 1e9",
			"play +1", "play 0x1", "play 1.5", " 3 ", "play  2", "play\t1", "play", "play ", "play 1 2", "-0", "+2", "play ٣")
	case 5: // partial moves
		if len(s.seen) == 0 {
			return "play"
		}
		mv := s.seen[a.r.IntN(len(s.seen))]
		words := strings.Fields(mv)
		switch a.r.IntN(5) {
		case 0:
			return mv[:a.r.IntN(len(mv)+1)]
		case 1:
			return words[0]
		case 2:
			return strings.Join(words[:len(words)-1], " ")
		case 3:
			return mv + " " + pick(a, "extra", "1", "#", "s99")
		}
		return strings.ToUpper(mv)
	case 6: // a move seen earlier, maybe of another phase
		if len(s.seen) == 0 {
			return "undo"
		}
		return pick(a, "", "play ") + s.seen[a.r.IntN(len(s.seen))]
	case 9: // commands at odd times
		return pick(a, "ready", "ready", "undo", "undo", "bots", "score", "show", "legal 5", "show me", "undo undo", "bots now", "ready ready", "READY")
	case 10: // unusual text
		return pick(a, "\u202eplay 1", "pl\u0301ay 1", "🎲🎲", "ｐｌａｙ １", "\xff\xfe", "\xef\xbb\xbflegal", "\u00a0legal\u00a0", "\u2028", "play\u00a01")
	case 11: // notes and comments
		return pick(a, "play 1  # note", "1  #", "  # only", "#comment", "legal  # x", "# "+strings.Repeat("z", 500), "play 1 # one space")
	case 12: // empty lines
		return pick(a, "", "   ", "\t", "\r", " \r")
	case 13: // flags and words
		return pick(a, "--help", "-h", "play --seed 1", "titles", "version", "sim gods", "replay auto.json", "%s%d%n", "{{.}}", "$(id)", "'; DROP TABLE")
	}
	// a mixture: a legal-looking move with junk inside
	if len(s.seen) == 0 {
		return "play 1\x00"
	}
	mv := []byte(s.seen[a.r.IntN(len(s.seen))])
	if len(mv) > 0 {
		mv[a.r.IntN(len(mv))] = byte(a.r.IntN(256))
	}
	return string(mv)
}

// echoes returns an output line that repeats more than about maxEcho
// characters of one line of input, as they are or quoted as Go quotes
// them, with that line. Inputs are cut in windows of 150 characters, every
// 50: a repeat of 200 characters holds one window whole.
func echoes(outLines, inputs []string) (string, string) {
	type window struct{ plain, quoted string }
	var windows []window
	var from []string
	known := map[string]bool{}
	for _, in := range inputs {
		if utf8.RuneCountInString(in) <= maxEcho {
			continue
		}
		var starts []int // byte offsets of the characters of in
		for i := range in {
			starts = append(starts, i)
		}
		starts = append(starts, len(in))
		for k := 0; k+150 < len(starts); k += 50 {
			w := in[starts[k]:starts[k+150]]
			if known[w] {
				continue
			}
			known[w] = true
			q := strconv.Quote(w)
			windows = append(windows, window{w, q[1 : len(q)-1]})
			from = append(from, in)
		}
	}
	if len(windows) == 0 {
		return "", ""
	}
	for _, line := range outLines {
		if len(line) < 150 {
			continue
		}
		for i, w := range windows {
			if strings.Contains(line, w.plain) || strings.Contains(line, w.quoted) {
				return line, from[i]
			}
		}
	}
	return "", ""
}

// isPathCommand reports whether line is a save or load command, whose file
// name the session repeats in its errors.
func isPathCommand(line string) bool {
	c := strings.Fields(line)
	return len(c) > 0 && (c[0] == "save" || c[0] == "load")
}
