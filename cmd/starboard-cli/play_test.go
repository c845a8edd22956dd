package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

// The toy game with seed 3 deals seat 1 the cards 12 and 4.
func TestPlayScript(t *testing.T) {
	dir := t.TempDir()
	savePath := filepath.Join(dir, "mid.json")
	script := strings.Join([]string{
		"show",
		"legal",
		"play play 1", // the move's text is "play 1"; "play 1" reads as well
		"play pass 7", // refused by the parser: the session goes on
		"play draw",   // refused by the rules
		"undo",
		"play 1",
		"keep",
		"legal", // a bot must act
		"bots",
		"save " + savePath,
		"score",
		"undo", // the last move is the bot's
		"load " + filepath.Join(dir, "missing.json"),
		"load " + savePath,
		"show",
		"dance",
		"quit",
		"show", // never read
	}, "\n") + "\n"
	code, out, errOut := runCLI(t, script, "play", "toy", "--seats", "human,bot:easy", "--seed", "3", "--names", "Ada,Robo", "--step")
	if code != 0 || errOut != "" {
		t.Fatalf("play: exit %d, stderr %q; want 0 and nothing", code, errOut)
	}
	blocks := strings.Split(out, "-- ")
	// blocks[0] is the banner; each command's output ends with a prompt
	// line, so command i's output starts block i+1 after the prompt line.
	after := func(i int) string {
		t.Helper()
		if i+1 >= len(blocks) {
			t.Fatalf("no output for command %d:\n%s", i, out)
		}
		_, rest, _ := strings.Cut(blocks[i+1], "\n")
		return rest
	}
	mustContain(t, "banner", blocks[0], "Toy, seed 3", "Ada (human), Robo (bot:easy)")
	mustContain(t, "first prompt", blocks[1], "Ada to act: Play a card from your hand or draw from the deck.")
	mustContain(t, "show", after(0), "Ada: hand 12 4", "Robo: hand ? ?")
	if got, want := after(1), "  1. play 1\n  2. play 2\n  3. draw\n"; got != want {
		t.Errorf("legal printed %q, want %q", got, want)
	}
	mustContain(t, "play play 1", after(2), "1. Ada: play 1\n", "Ada played 12 from slot 1")
	if got := after(3); !strings.HasPrefix(got, `error: cannot read "pass 7" as a move`) {
		t.Errorf("play pass 7 printed %q, want an error line", got)
	}
	if got, want := after(4), "error: you have just played a card: keep or pass first\n"; got != want {
		t.Errorf("play draw printed %q, want %q", got, want)
	}
	mustContain(t, "undo", after(5), "Ada took back move 1: play 1")
	mustContain(t, "play 1", after(6), "1. Ada: play 1")
	mustContain(t, "keep", after(7), "2. Ada: keep", "Ada kept")
	mustContain(t, "prompt after keep", blocks[9], "Robo (bot:easy) to act")
	mustContain(t, "legal on a bot's turn", after(8), "error: it is Robo's turn, and a bot plays it")
	mustContain(t, "bots", after(9), "3. Robo (bot:easy): ")
	if strings.Contains(after(9), "seat 2 drew") && !strings.Contains(after(9), "seat 2 drew a card") {
		t.Errorf("bots shows the card the bot drew:\n%s", after(9))
	}
	mustContain(t, "save", after(10), "saved ", "moves to "+savePath)
	mustContain(t, "score", after(11), "Ada: 12\n", "Cards played", "Robo: ")
	mustContain(t, "undo after the bot drew", after(12), "error: that move cannot be taken back: it drew at random")
	mustContain(t, "load of a missing file", after(13), "error: there is no saved game")
	mustContain(t, "load", after(14), "loaded Toy from "+savePath)
	mustContain(t, "show after load", after(15), "Ada: hand 4")
	mustContain(t, "dance", after(16), `error: "dance" is neither a command (type help for the list) nor a move`)
	if len(blocks) != 19 {
		t.Errorf("%d prompts printed, want 18 (the banner's and one per command before quit)", len(blocks)-1)
	}
}

func TestPlayEndOfInputQuits(t *testing.T) {
	code, out, _ := runCLI(t, "legal", "play", "toy", "--seats", "human,human")
	if code != 0 || !strings.Contains(out, "2. play 2\n  3. draw\n") {
		t.Errorf("exit %d, output %q; want 0 and the legal moves", code, out)
	}
}

func TestPlayAutosaves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "auto.json")
	script := "play 2\npass\nbots\n"
	code, _, errOut := runCLI(t, script, "play", "toy", "--seats", "human,bot:random,bot:random", "--seed", "9", "--save", path, "--option", "deck=16")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(save.Moves) < 4 || save.Moves[0] != "play 2" || save.Moves[1] != "pass" || save.Options["deck"] != "16" {
		t.Errorf("autosave moves %q options %v, want play 2, pass, then the bots' moves, and deck=16", save.Moves, save.Options)
	}
	if _, err := save.Replay(toy.Title); err != nil {
		t.Errorf("autosave does not replay: %v", err)
	}
}

func TestPlayBotsOnly(t *testing.T) {
	code, out, _ := runCLI(t, "bots\nscore\nplay draw\n", "play", "toy", "--seats", "bot:random,bot:random")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	mustContain(t, "output", out, "the game is over", "winners: ", "error: the game is over")
}

func TestPlayGods(t *testing.T) {
	args := []string{"play", "gods", "--seats", "human,bot:random", "--seed", "2"}
	code, out, errOut := runCLI(t, "legal\n", args...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(out, "\n")
	first := lines[4] // after the banner and the first prompt
	if _, move, ok := strings.Cut(first, ". "); ok {
		first = move // legal numbers the moves
	}
	if first == "" || strings.HasPrefix(first, "--") || strings.HasPrefix(first, "error:") {
		t.Fatalf("legal printed no move:\n%s", out)
	}
	code, out, errOut = runCLI(t, "show\nplay "+first+"\nbots\nscore\n", args...)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "output", out, "Gods Don't Play Dice, seed 2", "1. Seat 1: "+first+"\n")
	if strings.Contains(out, "error:") {
		t.Errorf("a command failed:\n%s", out)
	}
}

// TestPlayNamesTheSeats: the prompts and show name the seats as the
// table's screens do ("where Altair will place", "Altair hand"), never
// "seat 2".
func TestPlayNamesTheSeats(t *testing.T) {
	script := "show\n" + strings.Repeat("play 1\nshow\n", 8)
	code, out, errOut := runCLI(t, script, "play", "gods", "--seats", "human,human,human", "--seed", "2", "--names", "Vega,Altair,Lyra")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, "output", out, "Vega", "Altair", "Lyra")
	if seat := regexp.MustCompile(`(?i)\bseat [0-9]`).FindString(out); seat != "" {
		t.Errorf("the session says %q where the screens name the seat:\n%s", seat, out)
	}
}
