package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

func TestReplay(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	code, _, errOut := runCLI(t, "bots\n", "play", "toy", "--seats", "bot:random,bot:easy", "--seed", "8", "--save", good)
	if code != 0 {
		t.Fatalf("play: exit %d, stderr %q", code, errOut)
	}

	code, out, errOut := runCLI(t, "", "replay", good)
	if code != 0 {
		t.Fatalf("replay of a good save: exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "replay", out, "Toy: ", "moves replayed, all legal; the game is over", "Seat 1: ", "Seat 2: ", "winners: ")

	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	// The third move is changed to one the rules refuse at that point.
	save, err := rules.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	prefix := *save
	prefix.Moves = save.Moves[:2]
	g, err := prefix.Replay(toy.Title)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"keep", "pass", "draw", "play 3", "play 1"} {
		if m, err := g.ParseMove(text); err == nil && !rules.LegalMove(g, m) {
			save.Moves[2] = text
			break
		}
	}
	bad, err := save.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	tampered := filepath.Join(dir, "tampered.json")
	if err := os.WriteFile(tampered, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, "", "replay", tampered)
	if code == 0 {
		t.Fatalf("replay of a tampered save: exit 0, output %q", out)
	}
	mustContain(t, "replay error", errOut, "error: ", "move 3 ")

	junk := filepath.Join(dir, "junk.json")
	os.WriteFile(junk, []byte("not json"), 0o644)
	if code, _, errOut := runCLI(t, "", "replay", junk); code == 0 || !strings.Contains(errOut, "not a Starboard save") {
		t.Errorf("replay of junk: exit %d, stderr %q; want non-zero and the reason", code, errOut)
	}
	if code, _, _ := runCLI(t, "", "replay", filepath.Join(dir, "none.json")); code == 0 {
		t.Errorf("replay of a missing file: exit 0, want non-zero")
	}
}
