package match_test

import (
	"errors"
	"slices"
	"testing"

	"starboard/internal/version"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

func TestAutosaveAfterEveryMove(t *testing.T) {
	store := &recordingStore{}
	m := newToy(t, match.Config{Store: store, HoldBots: true}, "human", "bot:easy")
	for i := 0; !m.Over() && i < 12; i++ {
		if m.IsBot(m.ToMove()) {
			m.RunBots()
			m.WaitIdle()
		} else if err := m.Submit(0, m.Legal(0)[0]); err != nil {
			t.Fatal(err)
		}
		save := store.last(t)
		if got, want := save.Moves, m.Log(); !slices.Equal(got, want) {
			t.Fatalf("step %d: autosave moves %q, want %q", i, got, want)
		}
	}
	save := store.last(t)
	if save.Title != "toy" || save.Ruleset != toy.Title.Ruleset || save.Seed != 7 || save.Options["deck"] != "12" {
		t.Errorf("autosave header = %q %q seed %d options %v, want toy, its ruleset, seed 7, deck=12", save.Title, save.Ruleset, save.Seed, save.Options)
	}
	if got := save.Seats; len(got) != 2 || got[0] != (rules.SeatRecord{Name: "Seat 1", Player: "human"}) || got[1].Player != "bot:easy" {
		t.Errorf("autosave seats = %+v, want Seat 1 human and a bot:easy", got)
	}
}

func TestResumeFromAutosave(t *testing.T) {
	store := &recordingStore{}
	m := newToy(t, match.Config{Store: store, Setup: rules.Setup{Seed: 5}}, "bot:random", "bot:easy", "bot:random")
	m.WaitIdle()
	if store.count() == 0 {
		t.Fatal("no autosave after a whole game")
	}
	check := func(name string, save *rules.Save) {
		t.Helper()
		resumed, err := match.Resume(save, match.Config{Title: toy.Title, HoldBots: true})
		if err != nil {
			t.Fatalf("%s: Resume = %v", name, err)
		}
		defer resumed.Close()
		if got, want := states(resumed), states(m); !slices.Equal(got, want) {
			t.Errorf("%s: resumed state\n%q\nwant\n%q", name, got, want)
		}
		if got, want := resumed.Seats(), m.Seats(); !slices.Equal(got, want) {
			t.Errorf("%s: Seats() = %v, want %v", name, got, want)
		}
	}
	check("final autosave", store.last(t))

	// Halfway through: the resumed game is where the original was then.
	store.mu.Lock()
	half := store.saves[len(store.saves)/2]
	store.mu.Unlock()
	save, err := rules.ParseSave(half)
	if err != nil {
		t.Fatal(err)
	}
	resumed, err := match.Resume(save, match.Config{Title: toy.Title})
	if err != nil {
		t.Fatal(err)
	}
	resumed.WaitIdle() // the bots finish the game exactly as before
	if got, want := resumed.Log(), m.Log(); !slices.Equal(got, want) {
		t.Errorf("resumed bots played\n%q\nwant\n%q", got, want)
	}
	resumed.Close()
}

func TestResumeRefusesBadSaves(t *testing.T) {
	m := newToy(t, match.Config{}, "human", "human")
	submit(t, m, 0, "play 1")
	submit(t, m, 0, "keep")
	submit(t, m, 1, "draw")

	tampered := m.Save()
	tampered.Moves[2] = "keep"
	_, err := match.Resume(tampered, match.Config{Title: toy.Title})
	var moveErr *rules.MoveError
	if !errors.As(err, &moveErr) || moveErr.Index != 3 || moveErr.Text != "keep" {
		t.Errorf("Resume of a tampered save = %v, want a MoveError naming move 3 \"keep\"", err)
	}
	wantError(t, "Resume of a tampered save", err, "nothing to keep or pass")

	other := m.Save()
	other.Ruleset = "toy-0"
	_, err = match.Resume(other, match.Config{Title: toy.Title})
	wantError(t, "Resume under another ruleset", err, "ruleset")

	wrong := m.Save()
	wrong.Title = "gods"
	_, err = match.Resume(wrong, match.Config{Title: toy.Title})
	wantError(t, "Resume of another title", err, "this is a save of")

	badSeat := m.Save()
	badSeat.Seats[1].Player = "wizard"
	_, err = match.Resume(badSeat, match.Config{Title: toy.Title})
	wantError(t, "Resume with a bad player", err, "seat 2")

	_, err = match.Resume(m.Save(), match.Config{Title: toy.Title, Seats: seatsOf(t, "human", "human", "human")})
	wantError(t, "Resume with 3 seats for 2", err, "2 seats but 3")
}

func TestSeatColorsAreSavedAndResumed(t *testing.T) {
	store := &recordingStore{}
	seats := []match.SeatConfig{{Name: "Ada", Color: 5}, {Name: "Bo", Player: match.BotPlayer(0)}}
	m, err := match.New(match.Config{Title: toy.Title, Setup: rules.Setup{Seed: 3}, Seats: seats, Store: store, HoldBots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Submit(0, m.Legal(0)[0]); err != nil {
		t.Fatal(err)
	}
	save := store.last(t)
	if save.Seats[0].Color != 5 || save.Seats[1].Color != 0 {
		t.Errorf("saved colours = %d, %d, want 5 and 0", save.Seats[0].Color, save.Seats[1].Color)
	}
	resumed, err := match.Resume(save, match.Config{Title: toy.Title, HoldBots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer resumed.Close()
	got := resumed.Seats()
	if got[0].ColorIndex(0) != 4 || got[1].ColorIndex(1) != 1 {
		t.Errorf("resumed colour indexes = %d, %d, want 4 (chosen) and 1 (the seat's own)", got[0].ColorIndex(0), got[1].ColorIndex(1))
	}
}

// Every save names the build that wrote it.
func TestSaveNamesTheBuild(t *testing.T) {
	m := newToy(t, match.Config{HoldBots: true}, "human", "human")
	if got, want := m.Save().Version, version.String(); got == "" || got != want {
		t.Errorf("Save().Version = %q, want %q", got, want)
	}
}
