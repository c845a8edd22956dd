package seeders

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/rules"
)

var update = flag.Bool("update", false, "rewrite the golden replays in testdata/golden")

// goldenGames are the seeded games kept as golden replays.
var goldenGames = []struct {
	name    string
	seats   int
	seed    uint64
	options rules.Options
}{
	{"two-seats", 2, 101, rules.Options{"expert": "off", "draft": "off"}},
	{"two-seats-draft", 2, 102, rules.Options{"expert": "off", "draft": "on"}},
	{"three-seats-expert", 3, 202, rules.Options{"expert": "on", "draft": "off"}},
	{"four-seats", 4, 303, rules.Options{"expert": "off", "draft": "off"}},
	{"four-seats-expert-draft", 4, 404, rules.Options{"expert": "on", "draft": "on"}},
}

// transcript replays save and returns every event, as everyone sees it,
// one line each, with the moves between them.
func transcript(t *testing.T, save *rules.Save) string {
	t.Helper()
	g, err := Title.New(save.Setup())
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
	for _, l := range g.Breakdown(0) {
		fmt.Fprintf(&b, "%3d  %s\n", l.Points, l.Label)
	}
	fmt.Fprintf(&b, "score %d\n", g.Score(0))
	return b.String()
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final score read exactly as recorded. Run with
// -update to record them again after a deliberate change of the rules.
func TestGoldenReplays(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	for _, gg := range goldenGames {
		t.Run(gg.name, func(t *testing.T) {
			savePath := filepath.Join(dir, gg.name+".json")
			textPath := filepath.Join(dir, gg.name+".txt")
			if *update {
				save := playRandom(t, gg.seats, gg.seed, gg.options)
				data, err := save.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				os.MkdirAll(dir, 0o755)
				if err := os.WriteFile(savePath, data, 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(textPath, []byte(transcript(t, save)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(savePath)
			if err != nil {
				t.Fatalf("%v (run go test -run TestGoldenReplays -update to record)", err)
			}
			save, err := rules.ParseSave(data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := save.Replay(Title); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(textPath)
			if err != nil {
				t.Fatal(err)
			}
			got := transcript(t, save)
			if got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("transcript differs at line %d:\n got: %s\nwant: %s", i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("transcript has %d lines, want %d", len(gl), len(wl))
			}
		})
	}
}

// playRandom plays a seeded game with uniformly random legal moves and
// returns its save.
func playRandom(t *testing.T, seats int, seed uint64, opts rules.Options) *rules.Save {
	t.Helper()
	setup := rules.Setup{Seats: seats, Seed: seed, Options: opts}
	g, err := Title.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: Title.Slug, Ruleset: Title.Ruleset, Seed: seed, Options: opts}
	for i := 0; i < seats; i++ {
		save.Seats = append(save.Seats, rules.SeatRecord{Name: fmt.Sprintf("Seat %d", i+1), Player: "bot:random"})
	}
	rng := rules.NewRNG(seed * 7)
	var buf [256]rules.Move
	for !g.Over() {
		legal := g.Legal(buf[:0])
		m := legal[rng.IntN(len(legal))]
		save.Moves = append(save.Moves, g.MoveText(m))
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return save
}
