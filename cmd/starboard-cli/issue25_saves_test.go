package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
)

func savedMoves(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	return save.Moves
}

// Issue 25, saves 1: play --save F resumes the game F holds when it is of
// the same title and seats, refuses another game (F unchanged), starts over
// with --new keeping the old game as F.old, and sets a corrupt F aside.
func TestIssue25PlaySaveNeverLosesTheGameInTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	args := []string{"play", "toy", "--seats", "human,human", "--seed", "3", "--save", path}
	if code, _, errOut := runCLI(t, "play 1\nkeep\n", args...); code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if n := len(savedMoves(t, path)); n != 2 {
		t.Fatalf("the first session saved %d moves, want 2", n)
	}
	code, out, errOut := runCLI(t, "legal\n", args...)
	if code != 0 {
		t.Fatalf("resume: exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "the second session", out, "resumed the game saved in "+path+" after 2 moves")
	if n := len(savedMoves(t, path)); n != 2 {
		t.Errorf("after resuming, the file holds %d moves, want the 2 it held", n)
	}
	// Resuming without --seats takes the save's.
	if code, out, _ := runCLI(t, "", "play", "toy", "--save", path); code != 0 || !strings.Contains(out, "resumed") {
		t.Errorf("play toy --save F without --seats: exit %d, %q; want the game resumed", code, out)
	}

	before, _ := os.ReadFile(path)
	code, _, errOut = runCLI(t, "", "play", "toy", "--seats", "human,human,human", "--save", path)
	if code != 2 || !strings.Contains(errOut, "holds a game of Toy") || !strings.Contains(errOut, "--new") {
		t.Errorf("other seats: exit %d, stderr %q; want a refusal that names the game and --new", code, errOut)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("a refused session changed the file")
	}

	code, out, errOut = runCLI(t, "play 1\n", "play", "toy", "--seats", "human,human,human", "--save", path, "--new")
	if code != 0 {
		t.Fatalf("--new: exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "--new", out, "was kept as "+path+".old")
	if old, _ := os.ReadFile(path + ".old"); string(old) != string(before) {
		t.Error("--new did not keep the old game whole as F.old")
	}
	if n := len(savedMoves(t, path)); n != 1 {
		t.Errorf("the new game's file holds %d moves, want 1", n)
	}

	corrupt := []byte(`{"format":1,"title":"toy","moves":[`)
	os.WriteFile(path, corrupt, 0o644)
	code, out, errOut = runCLI(t, "play 1\n", args...)
	if code != 0 {
		t.Fatalf("corrupt file: exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "a corrupt file", out, "was kept as "+path+".corrupt")
	if aside, _ := os.ReadFile(path + ".corrupt"); string(aside) != string(corrupt) {
		t.Errorf("the corrupt file was not kept whole: %q", aside)
	}
}

// failingStore saves ok times, then fails as a full disk does.
type failingStore struct {
	match.FileStore
	ok int
}

func (f *failingStore) Save(data []byte) error {
	if f.ok == 0 {
		return fmt.Errorf("could not save the game: %w", errors.New("no space left on device"))
	}
	f.ok--
	return f.FileStore.Save(data)
}

// Issue 25, saves 4: when the disk fills, the session ends by trying once
// more and saying plainly that the game was not saved, and where the last
// good save is.
func TestIssue25FullDiskSaysTheGameWasNotSaved(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	old := openStore
	defer func() { openStore = old }()
	openStore = func(p string) match.Store { return &failingStore{FileStore: match.FileStore{Path: p}, ok: 1} }
	code, out, errOut := runCLI(t, "play 1\nkeep\npass\n", "play", "toy", "--seats", "human,human", "--seed", "3", "--save", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "the end of a session on a full disk", out,
		"THE GAME WAS NOT SAVED: no space left on device",
		"the last good save, in "+path+", holds the game after move 1 of 2")
}

// Issue 25, saves 5: a second play of a file another process plays is
// refused, and the file is left as it was.
func TestIssue25SecondPlayOfTheSameFileIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	unlock, err := match.LockFile(path) // as the first process does
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	code, _, errOut := runCLI(t, "play 1\n", "play", "toy", "--seats", "human,human", "--save", path)
	if code != 2 || !strings.Contains(errOut, "is in use") {
		t.Errorf("exit %d, stderr %q; want a refusal saying the file is in use", code, errOut)
	}
	if _, err := os.Lstat(path); !os.IsNotExist(err) {
		t.Errorf("the refused session wrote the file: %v", err)
	}
	code, out, _ := runCLI(t, "save "+path+"\n", "play", "toy", "--seats", "human,human")
	if code != 0 || !strings.Contains(out, "is in use") {
		t.Errorf("save to a file in use: exit %d, %q; want it refused", code, out)
	}
}

// Issue 25, hot seat: when the keyboard passes between two people who see
// the game differently, the command asks for a hand-over and prints
// nothing of the next person's until they type ready; then their view.
func TestIssue25HotSeatHandsTheKeyboardOver(t *testing.T) {
	code, out, _ := runCLI(t, "play 1\nkeep\nshow\nlegal\nready\n", "play", "toy", "--seats", "human,human", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	_, after, ok := strings.Cut(out, "-- hand the keyboard to Seat 2; Seat 2, type ready")
	if !ok {
		t.Fatalf("no hand-over after seat 1's turn:\n%s", out)
	}
	before, view, _ := strings.Cut(after, "Seat 2, this is what you see:")
	if strings.Count(before, "Seat 2 types ready first") != 2 || strings.Contains(before, ": hand") || strings.Contains(before, "play 2") {
		t.Errorf("before ready, show and legal were not refused, or printed something:\n%s", before)
	}
	mustContain(t, "after ready", view, "Seat 2: hand", "-- Seat 2 to act")
	if strings.Contains(view, "Seat 1: hand 4") {
		t.Errorf("seat 2's view shows seat 1's hand:\n%s", view)
	}
	// A person playing against bots hands the keyboard to no one.
	_, out, _ = runCLI(t, "play 1\nkeep\n", "play", "toy", "--seats", "human,bot:random", "--seed", "3")
	if strings.Contains(out, "hand the keyboard") {
		t.Errorf("a hand-over with one person at the table:\n%s", out)
	}
}

// Issue 25, saves 6: the command tells its version as the game does,
// replay has a help, and a ladder of no seats is refused.
func TestIssue25VersionHelpAndSeats(t *testing.T) {
	for _, arg := range []string{"version", "--version", "-version"} {
		code, out, _ := runCLI(t, "", arg)
		if code != 0 || !strings.HasPrefix(out, "starboard-cli ") || strings.Count(out, "\n") != 1 {
			t.Errorf("%s: exit %d, %q; want 0 and one line with the version", arg, code, out)
		}
	}
	code, out, errOut := runCLI(t, "", "replay", "--help")
	if code != 0 || !strings.HasPrefix(out, "usage: starboard-cli replay <file>") {
		t.Errorf("replay --help: exit %d, %q, stderr %q; want 0 and the usage", code, out, errOut)
	}
	code, _, errOut = runCLI(t, "", "ladder", "toy", "--seats", "0")
	if code != 2 || !strings.Contains(errOut, "--seats must be at least 1") {
		t.Errorf("ladder --seats 0: exit %d, stderr %q; want a refusal", code, errOut)
	}
}

// Issue 25, saves 3: an error never repeats more than about 120 characters
// of what was typed.
func TestIssue25ErrorsEchoLittleOfTheInput(t *testing.T) {
	long := strings.Repeat("z", 400)
	for _, line := range []string{long, "play " + long, "place 1 " + long, strings.Repeat("w", 5000)} {
		_, out, _ := runCLI(t, line+"\n", "play", "toy", "--seats", "human,human", "--seed", "3")
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, strings.Repeat(line[len(line)-1:], rules.MaxEcho+10)) {
				t.Errorf("a line of %d characters is echoed whole: %.200s…", len(line), l)
			}
		}
	}
	code, _, errOut := runCLI(t, "", "play", long)
	if code != 2 || len(errOut) > rules.MaxEcho+200 {
		t.Errorf("play <400 z's>: exit %d, stderr of %d bytes", code, len(errOut))
	}
}
