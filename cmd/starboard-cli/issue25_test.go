package main

import (
	"errors"
	"slices"
	"testing"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
)

// errEnough stops ai.PlayGame once a recordingGame holds the moves it wants.
var errEnough = errors.New("enough moves")

// recordingGame records the moves applied to a game and refuses any after
// the first limit, so that a caller that plays to the end stops early.
// Like sim's countingGame, it hides the title's Searcher from its caller.
type recordingGame struct {
	rules.Game
	limit int
	moves []rules.Move
}

func (r *recordingGame) Apply(m rules.Move) ([]rules.Event, error) {
	if len(r.moves) == r.limit {
		return nil, errEnough
	}
	events, err := r.Game.Apply(m)
	if err == nil {
		r.moves = append(r.moves, m)
	}
	return events, err
}

// TestSimBotsAreTheGamesBots checks, for every title, that a level plays
// the same moves from one seed whichever caller runs it: bots handed each
// seat's view directly (the reference), ai.PlayGame on a game sim wraps to
// count moves, the ladder's rung and a match. Before the fix, the wrapper
// hid the title's Search from the bots' tuning, and sim's bots played the
// untuned defaults (Gods' four hard bots averaged 15.70 in sim, 19.15 in
// the ladder, over the same twenty seeds).
func TestSimBotsAreTheGamesBots(t *testing.T) {
	const moves, seed = 6, 1000
	for _, title := range allTitles() {
		if title.Build == nil || title.Search == (rules.Search{}) {
			continue
		}
		t.Run(title.Slug, func(t *testing.T) {
			setup := rules.Setup{Seats: max(title.MinSeats, 2), Seed: seed}
			if _, err := title.Check(setup); err != nil {
				t.Fatal(err)
			}
			reference := referenceMoves(t, title, setup, moves)

			// sim: playOne wraps the game it builds in a countingGame.
			var recorded *recordingGame
			wrapped := title
			wrapped.Build = func(s rules.Setup) (rules.Game, error) {
				g, err := title.Build(s)
				recorded = &recordingGame{Game: g, limit: moves}
				return recorded, err
			}
			players := make([]match.Player, setup.Seats)
			for i := range players {
				players[i] = match.BotPlayer(ai.Normal)
			}
			result := playOne(wrapped, withOptions(t, title, setup), players, seed, 0)
			if !errors.Is(result.err, errEnough) {
				t.Fatalf("sim's game ended with %v, want it stopped after %d moves", result.err, moves)
			}
			if !slices.Equal(recorded.moves, reference) {
				t.Errorf("sim's bots played %v, bots on the views play %v", texts(title, setup, recorded.moves), texts(title, setup, reference))
			}

			// the ladder: one rung of normal against normal.
			full := withOptions(t, title, setup)
			recorded = nil
			rung := playRung(wrapped, full, ai.Normal, ai.Normal, 0)
			if !errors.Is(rung.err, errEnough) {
				t.Fatalf("the ladder's game ended with %v, want it stopped after %d moves", rung.err, moves)
			}
			if !slices.Equal(recorded.moves, reference) {
				t.Errorf("the ladder's bots played %v, bots on the views play %v", texts(title, setup, recorded.moves), texts(title, setup, reference))
			}

			// a match: bots at every seat but the last, where a person
			// plays the reference's moves.
			cfg := match.Config{Title: title, Setup: setup}
			person := rules.Seat(setup.Seats - 1)
			for s := range setup.Seats {
				p := match.BotPlayer(ai.Normal)
				if rules.Seat(s) == person {
					p = match.Player{}
				}
				cfg.Seats = append(cfg.Seats, match.SeatConfig{Player: p})
			}
			m, err := match.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			long := referenceMoves(t, title, setup, 3*moves)
			for {
				m.WaitIdle()
				n := m.Moves()
				if n >= len(long) || m.Over() || m.ToMove() != person {
					break
				}
				if err := m.Submit(person, long[n]); err != nil {
					t.Fatalf("the person's move %d: %v", n, err)
				}
			}
			var played []rules.Move
			for _, text := range m.Save().Moves {
				mv, err := m.ParseMove(text)
				if err != nil {
					t.Fatal(err)
				}
				played = append(played, mv)
			}
			played = played[:min(len(played), len(long))]
			if !slices.Equal(played, long[:len(played)]) || len(played) < len(long) && !m.Over() {
				t.Errorf("a match's bots played %v, bots on the views play %v", texts(title, setup, played), texts(title, setup, long))
			}
		})
	}
}

// referenceMoves returns the first n moves that bots of level Normal play
// when each is handed its seat's view of the game itself.
func referenceMoves(t *testing.T, title rules.Title, setup rules.Setup, n int) []rules.Move {
	t.Helper()
	g, err := title.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*ai.Bot, g.Seats())
	for s := range bots {
		bots[s] = ai.New(ai.Normal, match.BotSeed(setup.Seed, rules.Seat(s)))
	}
	var moves []rules.Move
	for len(moves) < n && !g.Over() {
		seat := g.ToMove()
		m := bots[seat].Choose(g.View(seat))
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return moves
}

func withOptions(t *testing.T, title rules.Title, setup rules.Setup) rules.Setup {
	t.Helper()
	full, err := title.Check(setup)
	if err != nil {
		t.Fatal(err)
	}
	return full
}

func texts(title rules.Title, setup rules.Setup, moves []rules.Move) []string {
	g, err := title.New(setup)
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range moves {
		out = append(out, g.MoveText(m))
		g.Apply(m)
	}
	return out
}
