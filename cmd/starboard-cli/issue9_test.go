package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/rules/toy"
)

// driver plays a game as the command does, with people playing the first
// legal move, and writes down the commands that get there.
type driver struct {
	m        *match.Match
	script   []string
	last     []match.Entry // the entries of the last command
	keyboard rules.Seat    // the person at the keyboard, as the command keeps it
}

func newDriver(t *testing.T, title rules.Title, seats string, seed uint64) *driver {
	t.Helper()
	players, err := parsePlayers(seats)
	if err != nil {
		t.Fatal(err)
	}
	configs := make([]match.SeatConfig, len(players))
	for i, p := range players {
		configs[i].Player = p
	}
	m, err := match.New(match.Config{Title: title, Setup: rules.Setup{Seats: len(players), Seed: seed}, Seats: configs, HoldBots: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	d := &driver{m: m, keyboard: rules.NoSeat}
	for i, p := range players {
		if !p.Bot {
			d.keyboard = rules.Seat(i) // the command starts with the first person at the keyboard
			break
		}
	}
	return d
}

// commands returns the script as the command's input, with a last ready
// when the keyboard is to be handed to the next person.
func (d *driver) commands() string {
	script := strings.Join(d.script, "\n") + "\n"
	if seat := d.m.ToMove(); seat != rules.NoSeat && !d.m.IsBot(seat) && seat != d.keyboard && d.m.View(seat).String() != d.m.View(d.keyboard).String() {
		script += "ready\n"
	}
	return script
}

// step plays one command: bots if a bot must act, else the first legal move.
func (d *driver) step(t *testing.T) {
	t.Helper()
	seat := d.m.ToMove()
	if d.m.IsBot(seat) {
		d.m.RunBots()
		d.m.WaitIdle()
		d.script = append(d.script, "bots")
	} else {
		// The command hands the keyboard over between two people who see
		// the game differently: the next one types ready.
		if d.keyboard != rules.NoSeat && seat != d.keyboard && d.m.View(seat).String() != d.m.View(d.keyboard).String() {
			d.script = append(d.script, "ready")
		}
		d.keyboard = seat
		mv := d.m.Legal(seat)[0]
		text := d.m.MoveText(mv)
		if err := d.m.Submit(seat, mv); err != nil {
			t.Fatal(err)
		}
		d.script = append(d.script, "play "+text)
	}
	d.last = d.m.Poll(nil)
}

// until steps until done holds, and reports whether it did before the end.
func (d *driver) until(t *testing.T, limit int, done func() bool) bool {
	for range limit {
		if d.m.Over() {
			return false
		}
		d.step(t)
		if done() {
			return true
		}
	}
	return false
}

// commitOf returns the entry of the last command in which seat chose in
// secret the pawn to pass, if there is one.
func (d *driver) commitOf(seat rules.Seat) (match.Entry, bool) {
	for _, e := range d.last {
		for _, ev := range e.Events {
			if ev.Kind == gods.EvCommit && e.Seat == seat {
				return e, true
			}
		}
	}
	return match.Entry{}, false
}

// A bot's secret Share choice is not printed as a move before the person
// makes theirs: the move line is redacted as the event line is.
func TestIssue9Item15SecretMoveTextIsRedacted(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, gods.Title, "bot:random,human", seed)
		var commit match.Entry
		found := d.until(t, 400, func() bool {
			var ok bool
			commit, ok = d.commitOf(0)
			return ok && d.m.Prompt().Kind == "share" && d.m.ToMove() == 1
		})
		if !found {
			continue
		}
		script := strings.Join(d.script, "\n") + "\n"
		code, out, errOut := runCLI(t, script, "play", "gods", "--seats", "bot:random,human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		line := fmt.Sprintf("%d. Seat 1 (bot:random): ", commit.Number)
		i := strings.LastIndex(out, line)
		if i < 0 {
			t.Fatalf("seed %d: no line %q in\n%s", seed, line, out)
		}
		got, _, _ := strings.Cut(out[i:], "\n")
		if strings.Contains(got, commit.Text) {
			t.Errorf("seed %d: the bot's secret Share choice is printed before seat 2 chose: %q", seed, got)
		}
		mustContain(t, "the commit", got, "(a secret choice)")
		return
	}
	t.Fatal("no seed from 1 to 40 gives a bot's Share before a person's")
}

// In hot seat, undo takes back only the moves of the person at the
// keyboard: the next seat cannot take back the last seat's secret Share
// choice to read it.
func TestIssue9Item16UndoOnlyForTheSeatAtTheKeyboard(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, gods.Title, "human,human", seed)
		var commit match.Entry
		found := d.until(t, 400, func() bool {
			var ok bool
			commit, ok = d.commitOf(0)
			return ok && d.m.Prompt().Kind == "share" && d.m.ToMove() == 1
		})
		if !found {
			continue
		}
		script := d.commands() + "undo\n"
		code, out, errOut := runCLI(t, script, "play", "gods", "--seats", "human,human", "--seed", fmt.Sprint(seed))
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		blocks := strings.Split(out, "-- ")
		_, after, _ := strings.Cut(blocks[len(blocks)-2], "\n")
		if strings.Contains(after, "took back") || strings.Contains(after, commit.Text) {
			t.Errorf("seed %d: seat 2 undid seat 1's secret choice %q:\n%s", seed, commit.Text, after)
		}
		mustContain(t, "undo", after, "error: you can only take back your own moves")
		return
	}
	t.Fatal("no seed from 1 to 40 gives seat 1's Share before seat 2's")
}

// Undo never crosses a sealed event, even for one's own move.
func TestIssue9Item16UndoStopsAtASealedEvent(t *testing.T) {
	code, out, _ := runCLI(t, "draw\nundo\n", "play", "toy", "--seats", "human,bot:random", "--seed", "3", "--step")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Contains(out, "took back") {
		t.Errorf("a draw was taken back:\n%s", out)
	}
	mustContain(t, "undo after a draw", out, "error: that move cannot be taken back")
}

// With two people and a bot, show during the bot's turn shows the game as
// the person at the keyboard (the last one who acted) sees it, never as
// another person does.
func TestIssue9Item17ShowNeverPrintsAnotherPersonsSecrets(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, gods.Title, "human,human,bot:random", seed)
		var private []string
		found := d.until(t, 400, func() bool {
			if !d.m.IsBot(d.m.ToMove()) || len(d.last) == 0 || d.last[len(d.last)-1].Seat != 1 {
				return false
			}
			mine := d.m.View(1).String()
			private = private[:0]
			for _, line := range strings.Split(d.m.View(0).String(), "\n") {
				if !strings.Contains(mine, line) {
					private = append(private, line)
				}
			}
			return len(private) > 0
		})
		if !found {
			continue
		}
		script := strings.Join(d.script, "\n") + "\nshow\n"
		code, out, _ := runCLI(t, script, "play", "gods", "--seats", "human,human,bot:random", "--seed", fmt.Sprint(seed), "--step")
		if code != 0 {
			t.Fatalf("exit %d", code)
		}
		blocks := strings.Split(out, "-- ")
		prompt, show, _ := strings.Cut(blocks[len(blocks)-2], "\n")
		mustContain(t, "the prompt before show", prompt, "(bot:random) to act")
		mustContain(t, "show", show, "Seat 1 hand:", "Seat 2 hand:")
		for _, line := range private {
			if strings.Contains(show, line) {
				t.Errorf("seed %d: show during the bot's turn prints seat 1's %q to seat 2", seed, line)
			}
		}
		return
	}
	t.Fatal("no seed from 1 to 40 gives the bot's turn after seat 2 with seat 1 knowing a secret")
}

// Without --seed every game has a fresh seed; with hidden information and
// several people the banner keeps it secret; the end of the session prints
// it, and --seed with it plays the same deal.
func TestIssue9Item18FreshSeedPrintedAtTheEnd(t *testing.T) {
	seedOf := func(out string) string {
		t.Helper()
		_, rest, ok := strings.Cut(out, "the game's seed was ")
		if !ok {
			t.Fatalf("the seed is not printed at the end:\n%s", out)
		}
		seed, _, _ := strings.Cut(rest, ":")
		return seed
	}
	showOf := func(out string) string {
		blocks := strings.Split(out, "-- ")
		_, show, _ := strings.Cut(blocks[1], "\n")
		return show
	}
	_, a, _ := runCLI(t, "show\n", "play", "gods", "--seats", "human,human")
	_, b, _ := runCLI(t, "show\n", "play", "gods", "--seats", "human,human")
	banner, _, _ := strings.Cut(a, "\n")
	if strings.Contains(banner, "seed "+seedOf(a)) || strings.Contains(banner, "seed 1,") {
		t.Errorf("the banner of a game of two people with hidden information shows the seed: %q", banner)
	}
	if seedOf(a) == seedOf(b) || showOf(a) == showOf(b) {
		t.Errorf("two games without --seed have seeds %s and %s and deal the same: %v", seedOf(a), seedOf(b), showOf(a) == showOf(b))
	}
	_, again, _ := runCLI(t, "show\n", "play", "gods", "--seats", "human,human", "--seed", seedOf(a))
	if showOf(again) != showOf(a) {
		t.Errorf("--seed %s does not deal the game again", seedOf(a))
	}
	_, solo, _ := runCLI(t, "", "play", "gods", "--seats", "human,bot:random")
	banner, _, _ = strings.Cut(solo, "\n")
	if !strings.Contains(banner, "seed "+seedOf(solo)) {
		t.Errorf("the banner of a game of one person does not show its seed: %q", banner)
	}
}

// A line of 1 MiB or more is reported and skipped; the commands after it
// still run.
func TestIssue9Item19LongLineIsReportedAndSkipped(t *testing.T) {
	script := strings.Repeat("x", 1<<20) + "\nlegal\n" + strings.Repeat("y", 3<<20) + "\nlegal\n"
	code, out, _ := runCLI(t, script, "play", "toy", "--seats", "human,human", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if n := strings.Count(out, "2. play 2\n  3. draw\n"); n != 2 {
		t.Errorf("legal ran %d times after long lines, want 2:\n%.2000s", n, out)
	}
	if n := strings.Count(out, "error: a line longer than"); n != 2 {
		t.Errorf("%d long lines reported, want 2", n)
	}
}

// load and replay refuse /dev/zero and a FIFO at once, with a clear error.
func TestIssue9Item20LoadAndReplayRefuseNonRegularFiles(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	for _, path := range []string{"/dev/zero", fifo} {
		_, out, _ := runCLI(t, "load "+path+"\nlegal\n", "play", "toy", "--seats", "human,human", "--seed", "3")
		mustContain(t, "load "+path, out, "error: "+path+" is not a regular file", "2. play 2\n  3. draw\n")
		code, _, errOut := runCLI(t, "", "replay", path)
		if code == 0 || !strings.Contains(errOut, "not a regular file") {
			t.Errorf("replay %s: exit %d, stderr %q; want non-zero and the reason", path, code, errOut)
		}
	}
}

// An autosave that fails is told to the player after a move a person made,
// and the game goes on.
func TestIssue9Item21AutosaveFailureIsTold(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	os.WriteFile(blocker, nil, 0o644)
	path := filepath.Join(blocker, "game.json") // its directory is a file
	code, out, errOut := runCLI(t, "play 1\nkeep\nready\nlegal\n", "play", "toy", "--seats", "human,human", "--seed", "3", "--save", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if n := strings.Count(out, "warning: The game could not be saved: not a directory."); n != 1 {
		t.Errorf("the failed autosave is told %d times, want once (when it starts failing):\n%s", n, out)
	}
	mustContain(t, "play after a failed autosave", out, "2. Seat 1: keep", "Seat 2 to act")
}

// --save refuses a symlink, a FIFO or a device node, and leaves it as it is.
func TestIssue9Item22SaveRefusesNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	os.WriteFile(target, []byte("keep"), 0o644)
	link := filepath.Join(dir, "link.json")
	os.Symlink(target, link)
	fifo := filepath.Join(dir, "fifo.json")
	syscall.Mkfifo(fifo, 0o644)
	paths := []string{link, fifo}
	// A device node of our own, like /dev/null (never /dev/null itself: a
	// build without the fix would replace it).
	dev := filepath.Join(dir, "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		paths = append(paths, dev)
	} else {
		t.Logf("no device node: %v", err)
	}
	for _, path := range paths {
		before, _ := os.Lstat(path)
		code, _, errOut := runCLI(t, "play 1\n", "play", "toy", "--seats", "human,human", "--save", path)
		if code == 0 || !strings.Contains(errOut, "not a regular file") {
			t.Errorf("--save %s: exit %d, stderr %q; want a refusal", path, code, errOut)
		}
		_, out, _ := runCLI(t, "save "+path+"\n", "play", "toy", "--seats", "human,human")
		mustContain(t, "save "+path, out, "not a regular file")
		if after, err := os.Lstat(path); err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s was replaced", path)
		}
	}
	if data, _ := os.ReadFile(target); string(data) != "keep" {
		t.Errorf("the symlink's target now holds %q", data)
	}
}

// writeSave writes a toy save with the given seats.
func writeSave(t *testing.T, seats ...rules.SeatRecord) string {
	t.Helper()
	s := &rules.Save{Format: rules.SaveFormat, Title: "toy", Ruleset: toy.Title.Ruleset, Seed: 3, Seats: seats, Moves: []string{"play 1", "keep"}}
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Seat names with terminal escapes are refused by load and replay alike;
// replay checks the seats exactly as load does; the banner never prints an
// escape given with --names.
func TestIssue9Item24SeatNamesAndSeatsAreChecked(t *testing.T) {
	evil := "Ada\x1b]0;owned\x07\x1b[2J"
	for _, c := range []struct {
		what  string
		seats []rules.SeatRecord
	}{
		{"an escape in a name", []rules.SeatRecord{{Name: evil, Player: "human"}, {Name: "B", Player: "human"}}},
		{"a player that is neither human nor bot", []rules.SeatRecord{{Name: "A", Player: "wizard"}, {Name: "B", Player: "human"}}},
	} {
		path := writeSave(t, c.seats...)
		code, out, errOut := runCLI(t, "", "replay", path)
		if code == 0 {
			t.Errorf("replay of a save with %s: exit 0, output %q", c.what, out)
		}
		_, loadOut, _ := runCLI(t, "load "+path+"\n", "play", "toy", "--seats", "human,human", "--seed", "3")
		if strings.Contains(loadOut, "loaded ") {
			t.Errorf("load accepts a save with %s", c.what)
		}
		for _, text := range []string{out, errOut, loadOut} {
			if strings.ContainsRune(text, 0x1b) {
				t.Errorf("a terminal escape is printed for a save with %s: %q", c.what, text)
			}
		}
	}
	code, out, errOut := runCLI(t, "score\n", "play", "toy", "--seats", "human,human", "--names", evil+",Bob")
	if code == 0 || strings.ContainsRune(out+errOut, 0x1b) {
		t.Errorf("--names with an escape: exit %d, output %q %q; want a refusal without the escape", code, out, errOut)
	}
}

// sim --games 2000000000 does not allocate every result up front: it stops
// at the first game that fails. A save that starts with a UTF-8 BOM loads.
func TestIssue9Item25HugeSimAndBOMSave(t *testing.T) {
	failing := toy.Title
	failing.Slug = "failing-toy"
	failing.Build = func(s rules.Setup) (rules.Game, error) {
		if s.Seed >= 6 {
			return nil, fmt.Errorf("no game from seed %d", s.Seed)
		}
		return toy.Title.Build(s)
	}
	extraTitles = append(extraTitles, failing)
	t.Cleanup(func() { extraTitles = extraTitles[:len(extraTitles)-1] })
	code, _, errOut := runCLI(t, "", "sim", "failing-toy", "--games", "2000000000", "--seed", "1", "--workers", "2")
	if code == 0 || !strings.Contains(errOut, "error: game 6 (seed 6)") {
		t.Errorf("sim of 2000000000 games failing at the sixth: exit %d, stderr %q; want the sixth game's error", code, errOut)
	}

	path := writeSave(t, rules.SeatRecord{Name: "A", Player: "human"}, rules.SeatRecord{Name: "B", Player: "human"})
	data, _ := os.ReadFile(path)
	os.WriteFile(path, append([]byte("\xef\xbb\xbf"), data...), 0o644)
	if code, out, errOut := runCLI(t, "", "replay", path); code != 0 {
		t.Errorf("replay of a save with a BOM: exit %d, %q %q", code, out, errOut)
	}
	_, out, _ := runCLI(t, "load "+path+"\n", "play", "toy", "--seats", "human,human")
	mustContain(t, "load of a save with a BOM", out, "loaded Toy from "+path+": 2 moves")
}

// A move typed without play that does not read shows why, not "no command".
func TestIssue9Item27MoveWithoutPlayShowsItsParseError(t *testing.T) {
	d := newDriver(t, gods.Title, "human,human", 2)
	if !d.until(t, 10, func() bool { return d.m.Prompt().Kind == "place" }) {
		t.Fatal("no place prompt")
	}
	var white string
	for _, mv := range d.m.Legal(d.m.ToMove()) {
		if text := d.m.MoveText(mv); strings.Contains(text, "w ") {
			white = strings.TrimSuffix(strings.TrimSuffix(text, " need"), " element")
			break
		}
	}
	if white == "" {
		white = "place 1 Aw"
	}
	script := d.commands() + white + "\n"
	_, out, _ := runCLI(t, script, "play", "gods", "--seats", "human,human", "--seed", "2")
	blocks := strings.Split(out, "-- ")
	_, got, _ := strings.Cut(blocks[len(blocks)-2], "\n")
	if strings.Contains(got, "no command") || !strings.Contains(got, "need or element side up") {
		t.Errorf("%q typed alone printed %q, want the reason it does not read", white, got)
	}
}
