package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

func simJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errOut := runCLI(t, "", append([]string{"sim"}, args...)...)
	if code != 0 {
		t.Fatalf("sim %q: exit %d, stderr %q", args, code, errOut)
	}
	var report map[string]any
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("sim --json printed %q: %v", out, err)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Errorf("sim --json printed more than one line: %q", out)
	}
	return report
}

func TestSimJSON(t *testing.T) {
	for _, slug := range []string{"toy", "gods"} {
		report := simJSON(t, slug, "--games", "6", "--seats", "bot:random,bot:easy,bot:random", "--seed", "5", "--json")
		for _, key := range []string{"title", "games", "seconds", "games_per_second", "mean_score", "win_rate"} {
			if _, ok := report[key]; !ok {
				t.Errorf("%s: sim --json has no key %q: %v", slug, key, report)
			}
		}
		if report["title"] != slug || report["games"] != 6.0 {
			t.Errorf("%s: title %v games %v, want %s and 6", slug, report["title"], report["games"], slug)
		}
		for _, key := range []string{"mean_score", "win_rate", "min_score", "max_score"} {
			if values, ok := report[key].([]any); !ok || len(values) != 3 {
				t.Errorf("%s: %s = %v, want one number per seat", slug, key, report[key])
			}
		}
	}
}

// TestSimWorkersDoNotChangeResults plays the same games on 1 and 3 workers.
func TestSimWorkersDoNotChangeResults(t *testing.T) {
	args := []string{"toy", "--games", "9", "--seats", "bot:easy,bot:random", "--seed", "40", "--json"}
	one := simJSON(t, append(args, "--workers", "1")...)
	three := simJSON(t, append(args, "--workers", "3")...)
	for _, key := range []string{"mean_score", "min_score", "max_score", "win_rate", "mean_moves"} {
		a, _ := json.Marshal(one[key])
		b, _ := json.Marshal(three[key])
		if string(a) != string(b) {
			t.Errorf("%s = %s on 1 worker, %s on 3", key, a, b)
		}
	}
}

// TestSimPlaysWhatAMatchPlays checks that game k of a run is the game a
// match of bots plays from seed S+k.
func TestSimPlaysWhatAMatchPlays(t *testing.T) {
	report := simJSON(t, "toy", "--games", "3", "--seats", "bot:easy,bot:random", "--seed", "20", "--json")
	var total [2]float64
	for k := range 3 {
		m, err := match.New(match.Config{
			Title: toy.Title,
			Setup: rules.Setup{Seed: 20 + uint64(k)},
			Seats: []match.SeatConfig{{Player: mustPlayer(t, "bot:easy")}, {Player: mustPlayer(t, "bot:random")}},
		})
		if err != nil {
			t.Fatal(err)
		}
		m.WaitIdle()
		v := m.View(0)
		for i := range total {
			total[i] += float64(v.Score(rules.Seat(i)))
		}
		m.Close()
	}
	got := report["mean_score"].([]any)
	for i := range total {
		if want := total[i] / 3; got[i] != want {
			t.Errorf("sim mean_score[%d] = %v, matches give %v", i, got[i], want)
		}
	}
}

func mustPlayer(t *testing.T, text string) match.Player {
	p, err := match.ParsePlayer(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSimTable(t *testing.T) {
	code, out, _ := runCLI(t, "", "sim", "toy", "--games", "4", "--seats", "bot:random,bot:random")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	mustContain(t, "sim", out, "Toy: 4 games in", "games/s", "bot:random", "wins")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "2 ") }) {
		t.Errorf("no line for seat 2:\n%s", out)
	}
}

func TestSimRefuses(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "toy", "--seats", "human,bot"},
		{"sim", "toy", "--games", "0"},
		{"sim", "toy", "--option", "deck=13"},
		{"sim", "toy", "--option", "deck"},
	} {
		if code, _, errOut := runCLI(t, "", args...); code != 2 || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q; want 2 and a reason", args, code, errOut)
		}
	}
}

// TestSimRotateSwapsSeats checks that with --rotate the players move one
// seat on in each game and the figures follow the players.
func TestSimRotateSwapsSeats(t *testing.T) {
	rotated := simJSON(t, "toy", "--games", "2", "--seats", "bot:easy,bot:random", "--seed", "30", "--rotate", "--json")
	first := simJSON(t, "toy", "--games", "1", "--seats", "bot:easy,bot:random", "--seed", "30", "--json")
	second := simJSON(t, "toy", "--games", "1", "--seats", "bot:random,bot:easy", "--seed", "31", "--json")
	score := func(r map[string]any, i int) float64 { return r["mean_score"].([]any)[i].(float64) }
	if got, want := score(rotated, 0), (score(first, 0)+score(second, 1))/2; got != want {
		t.Errorf("rotated mean of the easy bot = %v, want %v (seat 1 in game 1, seat 2 in game 2)", got, want)
	}
	if got, want := score(rotated, 1), (score(first, 1)+score(second, 0))/2; got != want {
		t.Errorf("rotated mean of the random bot = %v, want %v", got, want)
	}
	if rates, ok := rotated["seat_win_rate"].([]any); !ok || len(rates) != 2 {
		t.Errorf("seat_win_rate = %v, want one rate per seat position", rotated["seat_win_rate"])
	}
}

// TestRandomBotsSeeOnlyTheirLegalMoves checks, for every title, that the
// legal moves a random bot reads from the game in sim are, in order, those
// of the view of the seat to move: the bot learns nothing its view hides.
func TestRandomBotsSeeOnlyTheirLegalMoves(t *testing.T) {
	for _, title := range allTitles() {
		if title.Build == nil {
			continue
		}
		for seed := uint64(1); seed <= 3; seed++ {
			setup, err := title.Check(rules.Setup{Seats: max(title.MinSeats, 2), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g, err := title.Build(setup)
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(seed)
			for n := 0; n < 400 && !g.Over(); n++ {
				legal := g.Legal(nil)
				seen := g.View(g.ToMove()).Legal(nil)
				if !slices.Equal(legal, seen) {
					t.Fatalf("%s seed %d move %d: the game offers %d moves, the view %d", title.Slug, seed, n, len(legal), len(seen))
				}
				if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestSimRandomPlaysWhatAMatchPlays checks, for every title, that sim with
// random bots plays the games a match of random bots plays.
func TestSimRandomPlaysWhatAMatchPlays(t *testing.T) {
	for _, title := range allTitles() {
		if title.Build == nil {
			continue
		}
		seats := max(title.MinSeats, 2)
		list := strings.TrimSuffix(strings.Repeat("bot:random,", seats), ",")
		report := simJSON(t, title.Slug, "--games", "2", "--seats", list, "--seed", "7", "--json")
		total := make([]float64, seats)
		for k := range 2 {
			cfg := match.Config{Title: title, Setup: rules.Setup{Seed: 7 + uint64(k)}}
			for range seats {
				cfg.Seats = append(cfg.Seats, match.SeatConfig{Player: mustPlayer(t, "bot:random")})
			}
			m, err := match.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			m.WaitIdle()
			v := m.View(0)
			for i := range total {
				total[i] += float64(v.Score(rules.Seat(i)))
			}
			m.Close()
		}
		got := report["mean_score"].([]any)
		for i := range total {
			if want := total[i] / 2; got[i] != want {
				t.Errorf("%s: sim mean_score[%d] = %v, matches give %v", title.Slug, i, got[i], want)
			}
		}
	}
}
