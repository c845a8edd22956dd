package rulestest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/rules"
)

var update = flag.Bool("update", false, "rewrite the golden replays (rulestest.Golden) instead of checking them")

// GoldenGame is one seeded game kept as a golden replay: Seats seats,
// Options, and random legal moves drawn from a generator seeded with
// Seed*7.
type GoldenGame struct {
	Name    string
	Seats   int
	Seed    uint64
	Options rules.Options
	// Players, when set, returns a fresh chooser of moves for the game and
	// the player it records in the save ("bot:easy"): titles whose random
	// games seldom end as real ones do record their goldens with bots.
	// Without it the moves are uniformly random ("bot:random").
	Players func() (choose func(seat rules.Seat, view rules.Game) rules.Move, player string)
}

// Golden checks the golden replays of title kept in dir (by custom,
// testdata/golden): for each game, NAME.json is its save and NAME.txt its
// transcript, every move with the events it made as everyone sees them,
// then each seat's score and breakdown and the winners. The save must
// replay and its transcript read exactly as recorded. Run the test with
// -update to play the games again and record them, after a deliberate
// change of the rules:
//
//	func TestGoldenReplays(t *testing.T) {
//		rulestest.Golden(t, toy.Title, filepath.Join("testdata", "golden"), games)
//	}
//	go test -run TestGoldenReplays -update ./rules/toy/
func Golden(t *testing.T, title rules.Title, dir string, games []GoldenGame) {
	t.Helper()
	for _, gg := range games {
		t.Run(gg.Name, func(t *testing.T) {
			savePath := filepath.Join(dir, gg.Name+".json")
			textPath := filepath.Join(dir, gg.Name+".txt")
			if *update {
				save := playGolden(t, title, gg)
				data, err := save.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(savePath, data, 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(textPath, []byte(Transcript(t, title, save)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(savePath)
			if err != nil {
				t.Fatalf("%v (run go test -run %s -update to record)", err, strings.Split(t.Name(), "/")[0])
			}
			save, err := rules.ParseSave(data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := save.Replay(title); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(textPath)
			if err != nil {
				t.Fatal(err)
			}
			got := Transcript(t, title, save)
			if got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", textPath, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s: the transcript has %d lines, want %d", textPath, len(gl), len(wl))
			}
		})
	}
}

// Transcript replays save and returns every move and the events it made,
// as everyone sees them, one line each, then each seat's score with its
// breakdown and the winners. The game must be over at the end.
func Transcript(t testing.TB, title rules.Title, save *rules.Save) string {
	t.Helper()
	g, err := title.New(save.Setup())
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for i, text := range save.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, text, err)
		}
		evs, err := g.Apply(m)
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, text, err)
		}
		fmt.Fprintf(&b, "> %s\n", text)
		for _, e := range evs {
			fmt.Fprintf(&b, "  %s\n", g.EventText(e))
		}
	}
	if !g.Over() {
		t.Fatalf("the golden game is not over after %d moves", len(save.Moves))
	}
	for seat := range rules.Seat(g.Seats()) {
		fmt.Fprintf(&b, "%s: score %d\n", seat, g.Score(seat))
		for _, l := range g.Breakdown(seat) {
			fmt.Fprintf(&b, "%5d  %s\n", l.Points, l.Label)
		}
	}
	fmt.Fprintf(&b, "winners %b\n", g.Winners())
	return b.String()
}

// playGolden plays the seeded game gg of title with its players (uniformly
// random legal moves by default) and returns its save.
func playGolden(t testing.TB, title rules.Title, gg GoldenGame) *rules.Save {
	t.Helper()
	full, err := title.Check(rules.Setup{Seats: gg.Seats, Seed: gg.Seed, Options: gg.Options})
	if err != nil {
		t.Fatal(err)
	}
	g, err := title.New(full)
	if err != nil {
		t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: title.Slug, Ruleset: title.Ruleset, Seed: gg.Seed, Options: full.Options}
	rng := rules.NewRNG(gg.Seed * 7)
	var buf [512]rules.Move
	choose, player := func(rules.Seat, rules.Game) rules.Move {
		legal := g.Legal(buf[:0])
		return legal[rng.IntN(len(legal))]
	}, "bot:random"
	if gg.Players != nil {
		choose, player = gg.Players()
	}
	for i := range gg.Seats {
		save.Seats = append(save.Seats, rules.SeatRecord{Name: fmt.Sprintf("Seat %d", i+1), Player: player})
	}
	for !g.Over() {
		seat := g.ToMove()
		m := choose(seat, g.View(seat))
		save.Moves = append(save.Moves, g.MoveText(m))
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return save
}
