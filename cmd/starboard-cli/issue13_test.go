package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestHelpListsEveryFlag checks that --help exits 0 and prints a usage
// whose synopsis, like the program's own usage, names every flag.
func TestHelpListsEveryFlag(t *testing.T) {
	_, mainUsage, _ := runCLI(t, "", "help")
	flagLine := regexp.MustCompile(`(?m)^  --(\w+)`)
	for _, command := range []string{"play", "sim", "ladder"} {
		for _, help := range []string{"--help", "-h"} {
			code, out, errOut := runCLI(t, "", command, help)
			if code != 0 || errOut != "" {
				t.Errorf("%s %s: exit %d, stderr %q; want 0 and nothing", command, help, code, errOut)
			}
			synopsis, _, _ := strings.Cut(out, "\n")
			if !strings.HasPrefix(synopsis, "usage: starboard-cli "+command+" <title>") {
				t.Errorf("%s %s: first line %q, want the synopsis", command, help, synopsis)
			}
			flags := flagLine.FindAllStringSubmatch(out, -1)
			if len(flags) < 5 {
				t.Fatalf("%s %s lists %d flags:\n%s", command, help, len(flags), out)
			}
			var mainLine string
			for _, line := range strings.Split(mainUsage, "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "starboard-cli "+command+" ") {
					mainLine = line
				}
			}
			for _, f := range flags {
				if !strings.Contains(synopsis, "[--"+f[1]) {
					t.Errorf("%s usage %q leaves out --%s", command, synopsis, f[1])
				}
				if !strings.Contains(mainLine, "[--"+f[1]) {
					t.Errorf("the program's usage %q leaves out %s --%s", mainLine, command, f[1])
				}
			}
		}
	}
	// A wrong flag prints one line that points to --help, to stderr, with
	// exit 2 (issue 25, saves 6).
	for _, args := range [][]string{{"play", "toy", "--wizard"}, {"sim", "toy", "--games", "x"}, {"ladder", "toy", "--seats"}, {"replay"}, {"play"}} {
		code, _, errOut := runCLI(t, "", args...)
		if code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "see starboard-cli "+args[0]+" --help") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line pointing to --help", args, code, errOut)
		}
	}
}

// TestPromptDoesNotRepeatTheSeat checks that the prompt line names the seat
// once, though the title's prompt text starts with the seat too.
func TestPromptDoesNotRepeatTheSeat(t *testing.T) {
	_, out, _ := runCLI(t, "", "play", "gods", "--seats", "human,human", "--seed", "3", "--names", "Ada,Bob")
	if !strings.Contains(out, "-- Ada to act: point at the pawn") {
		t.Errorf("the prompt repeats the seat or lost its words:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "play", "gods", "--seats", "human,human", "--seed", "3")
	if !strings.Contains(out, "-- Seat 1 to act: point at the pawn") {
		t.Errorf("the prompt repeats the seat or lost its words:\n%s", out)
	}
}

// TestCooperativeScoreOnce checks that score prints a cooperative title's
// one shared score once, not once per seat.
func TestCooperativeScoreOnce(t *testing.T) {
	_, out, _ := runCLI(t, "score\n", "play", "gods", "--seats", "human,human,human", "--seed", "3", "--names", "Ada,Bob,Cy")
	if strings.Count(out, ": 0\n") != 1 || !strings.Contains(out, "Ada, Bob and Cy together: 0\n") {
		t.Errorf("a cooperative score should be printed once, for the team:\n%s", out)
	}
}

// TestScoreMidGameBreakdown checks that score mid-game shows the breakdown
// the title gives, or says that it comes at the end.
func TestScoreMidGameBreakdown(t *testing.T) {
	_, out, _ := runCLI(t, "score\n", "play", "desolated", "--seats", "human,human", "--seed", "3")
	if !strings.Contains(out, "Influence cards") {
		t.Errorf("score mid-game shows no breakdown:\n%s", out)
	}
	_, out, _ = runCLI(t, "score\n", "play", "gods", "--seats", "human,human", "--seed", "3")
	if !strings.Contains(out, "the breakdown comes when the game ends") {
		t.Errorf("score mid-game of a title scoring at the end does not say so:\n%s", out)
	}
}

// TestBotsMoveWithoutAsking checks that bots move on their own until a
// person must act, and that --step keeps them waiting for bots.
func TestBotsMoveWithoutAsking(t *testing.T) {
	// In the toy game with seed 3, seat 1 moves first: after its move the
	// bot plays at once, and the prompt comes back to seat 1.
	_, out, _ := runCLI(t, "play 1\nkeep\n", "play", "toy", "--seats", "human,bot:easy", "--seed", "3", "--names", "Ada,Robo")
	if strings.Contains(out, "type bots") || !strings.Contains(out, "Robo (bot:easy): ") {
		t.Errorf("the bot waited to be told to move:\n%s", out)
	}
	// A bot that moves first moves before the first prompt.
	_, out, _ = runCLI(t, "", "play", "toy", "--seats", "bot:easy,human", "--seed", "3", "--names", "Robo,Ada")
	if !strings.Contains(out, "1. Robo (bot:easy): ") || !strings.Contains(out, "-- Ada to act") {
		t.Errorf("the first bot did not move before the first prompt:\n%s", out)
	}
	// Only bots: the game plays to its end.
	_, out, _ = runCLI(t, "score\n", "play", "toy", "--seats", "bot:random,bot:random", "--seed", "3")
	if !strings.Contains(out, "the game is over") || !strings.Contains(out, "winners:") {
		t.Errorf("a game of bots did not play to its end:\n%s", out)
	}
	// --step keeps today's way.
	_, out, _ = runCLI(t, "", "play", "toy", "--seats", "bot:easy,human", "--seed", "3", "--step")
	if !strings.Contains(out, "[type bots to let the bots play]") || strings.Contains(out, "1. ") {
		t.Errorf("with --step the bot did not wait:\n%s", out)
	}
}
