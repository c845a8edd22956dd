package desolated

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"starboard/ai"
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
	{"solo", 1, 101, nil},
	{"two-seats", 2, 202, nil},
	{"four-seats", 4, 404, nil},
	{"six-seats", 6, 606, nil},
	{"three-seats-all-options", 3, 303, rules.Options{"rise": "on", "destruction": "on", "technology": "on",
		"campaign": "on", "character": "on", "talent": "on", "rare": "on"}},
	{"solo-expansions", 1, 111, rules.Options{"rise": "on", "destruction": "on", "technology": "on"}},
}

// transcript replays save and returns every event, as everyone sees it,
// one line each, with the moves between them, then the scores.
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
	for seat := range rules.Seat(g.Seats()) {
		fmt.Fprintf(&b, "%s: score %d\n", seat, g.Score(seat))
		for _, l := range g.Breakdown(seat) {
			fmt.Fprintf(&b, "%5d  %s\n", l.Points, l.Label)
		}
	}
	fmt.Fprintf(&b, "winners %b\n", g.Winners())
	return b.String()
}

// TestGoldenReplays replays the saved games of testdata/golden and checks
// that every event and the final scores read exactly as recorded. Run with
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

// playRandom plays a seeded game between greedy bots (ai.Easy), whose games
// end by the rulebook's triggers as players' do (uniformly random moves
// seldom earn a Landmark and run to the round guard), and returns its save.
func playRandom(t *testing.T, seats int, seed uint64, opts rules.Options) *rules.Save {
	t.Helper()
	setup := rules.Setup{Seats: seats, Seed: seed, Options: opts}
	full, err := Title.Check(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Title.New(full)
	if err != nil {
		t.Fatal(err)
	}
	save := &rules.Save{Format: rules.SaveFormat, Title: Title.Slug, Ruleset: Title.Ruleset, Seed: seed, Options: full.Options}
	bots := make([]*ai.Bot, seats)
	for i := range seats {
		save.Seats = append(save.Seats, rules.SeatRecord{Name: fmt.Sprintf("Seat %d", i+1), Player: "bot:easy"})
		bots[i] = ai.New(ai.Easy, seed*7+uint64(i))
	}
	for !g.Over() {
		seat := g.ToMove()
		m := bots[seat].Choose(g.View(seat))
		save.Moves = append(save.Moves, g.MoveText(m))
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return save
}
