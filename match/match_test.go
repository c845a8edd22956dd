package match_test

import (
	"errors"
	"runtime"
	"slices"
	"testing"
	"time"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

func TestParsePlayer(t *testing.T) {
	tests := []struct {
		text string
		want match.Player
	}{
		{"human", match.Human},
		{"bot", match.BotPlayer(ai.Normal)},
		{"bot:random", match.BotPlayer(ai.Random)},
		{"bot:easy", match.BotPlayer(ai.Easy)},
		{" Bot:HARD ", match.BotPlayer(ai.Hard)},
	}
	for _, tt := range tests {
		got, err := match.ParsePlayer(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("ParsePlayer(%q) = %v, %v; want %v, nil", tt.text, got, err, tt.want)
		}
		if again, _ := match.ParsePlayer(got.String()); again != got {
			t.Errorf("ParsePlayer(%q) = %v, want %v", got.String(), again, got)
		}
	}
	for _, bad := range []string{"", "robot", "bot:genius", "human:hard"} {
		if _, err := match.ParsePlayer(bad); err == nil {
			t.Errorf("ParsePlayer(%q) = nil error, want a refusal", bad)
		}
	}
}

func TestNewRefusesBadSetups(t *testing.T) {
	_, err := match.New(match.Config{Title: toy.Title, Seats: seatsOf(t, "human")})
	wantError(t, "New with 1 seat", err, "2 to 4 seats")

	_, err = match.New(match.Config{Title: toy.Title, Setup: rules.Setup{Seats: 3}, Seats: seatsOf(t, "human", "human")})
	wantError(t, "New with 3 seats and 2 described", err, "3 seats but 2")

	_, err = match.New(match.Config{Title: toy.Title, Setup: rules.Setup{Options: rules.Options{"deck": "13"}}, Seats: seatsOf(t, "human", "human")})
	wantError(t, "New with deck=13", err, "deck")

	unbuilt := toy.Title
	unbuilt.Build = nil
	_, err = match.New(match.Config{Title: unbuilt, Seats: seatsOf(t, "human", "human")})
	wantError(t, "New of a title without Build", err, "cannot be played yet")
}

func TestDefaultNames(t *testing.T) {
	m := newToy(t, match.Config{}, "human", "bot:random")
	if got := m.Seat(1).Name; got != "Seat 2" {
		t.Errorf("Seat(1).Name = %q, want %q", got, "Seat 2")
	}
}

func TestSubmitHumanMoves(t *testing.T) {
	m := newToy(t, match.Config{}, "human", "human")
	if got := m.ToMove(); got != 0 {
		t.Fatalf("ToMove() = %v, want seat 1", got)
	}
	if got := m.Prompt(); got.Seat != 0 || got.Kind != "turn" {
		t.Errorf("Prompt() = %+v, want seat 1 asked for its turn", got)
	}
	submit(t, m, 0, "play 1")
	if got := m.Prompt().Kind; got != "keep-or-pass" {
		t.Errorf("Prompt().Kind after a play = %q, want keep-or-pass", got)
	}
	submit(t, m, 0, "keep")
	if got := m.ToMove(); got != 1 {
		t.Errorf("ToMove() after keep = %v, want seat 2", got)
	}
	if got, want := m.Log(), []string{"play 1", "keep"}; !slices.Equal(got, want) {
		t.Errorf("Log() = %q, want %q", got, want)
	}
	if got := m.Moves(); got != 2 {
		t.Errorf("Moves() = %d, want 2", got)
	}
	entries := m.Poll(nil)
	if len(entries) != 2 {
		t.Fatalf("Poll returned %d entries, want 2", len(entries))
	}
	if e := entries[0]; e.Number != 1 || e.Seat != 0 || e.Text != "play 1" || e.Bot || e.Undo || len(e.Events) != 1 || e.Events[0].Kind != toy.EventPlay {
		t.Errorf("entry 1 = %+v, want seat 1's play 1 with its play event", e)
	}
	if e := entries[1]; e.Number != 2 || e.Text != "keep" {
		t.Errorf("entry 2 = %+v, want keep numbered 2", e)
	}
	if more := m.Poll(nil); len(more) != 0 {
		t.Errorf("second Poll returned %d entries, want 0", len(more))
	}
}

func TestSubmitRefusals(t *testing.T) {
	m := newToy(t, match.Config{HoldBots: true}, "human", "bot:random")
	before := states(m)

	wantError(t, "Submit by the seat not to move", m.SubmitText(1, "draw"), "played by a bot")
	keep, _ := m.ParseMove("keep")
	// The rules' own reason is passed through word for word.
	_, rulesErr := m.View(0).Apply(keep)
	if err := m.Submit(0, keep); err == nil || rulesErr == nil || err.Error() != rulesErr.Error() {
		t.Errorf("Submit(keep) = %v, want the rules' reason %v", err, rulesErr)
	}
	wantError(t, "SubmitText of no move", m.SubmitText(0, "dance"), "is not a move")
	wantError(t, "Submit by seat 5", m.SubmitText(4, "draw"), "no seat 5")
	if got := states(m); !slices.Equal(got, before) {
		t.Errorf("state changed after refused moves:\n%q\nwant\n%q", got, before)
	}
	if got := m.Moves(); got != 0 {
		t.Errorf("Moves() = %d after refusals, want 0", got)
	}

	hot := newToy(t, match.Config{}, "human", "human")
	wantError(t, "Submit by seat 2 on seat 1's turn", hot.SubmitText(1, "draw"), "not your turn")

	m.Close()
	wantError(t, "Submit after Close", m.SubmitText(0, "draw"), "closed")
}

func TestLegalOnlyForTheSeatToMove(t *testing.T) {
	m := newToy(t, match.Config{}, "human", "human")
	if got := m.Legal(1); len(got) != 0 {
		t.Errorf("Legal(seat 2) on seat 1's turn = %v, want none", got)
	}
	legal := m.Legal(0)
	var texts []string
	for _, mv := range legal {
		texts = append(texts, m.MoveText(mv))
	}
	if want := []string{"play 1", "play 2", "draw"}; !slices.Equal(texts, want) {
		t.Errorf("Legal(seat 1) = %q, want %q", texts, want)
	}
}

func TestBotsPlayToTheEnd(t *testing.T) {
	var yields int
	m := newToy(t, match.Config{Yield: func() { yields++ }}, "bot:random", "bot:easy", "bot:normal")
	m.WaitIdle()
	if !m.Over() {
		t.Fatalf("Over() = false after WaitIdle with bots only")
	}
	if err := m.Err(); err != nil {
		t.Errorf("Err() = %v, want nil", err)
	}
	if yields == 0 {
		t.Errorf("Yield was never called by the normal bot's search")
	}
	entries := m.Poll(nil)
	if len(entries) != m.Moves() {
		t.Fatalf("%d entries queued for %d moves", len(entries), m.Moves())
	}
	for i, e := range entries {
		if e.Number != i+1 || !e.Bot || e.Undo {
			t.Fatalf("entry %d = %+v, want bot move number %d", i, e, i+1)
		}
	}
}

func TestBotsRepeatThemselves(t *testing.T) {
	play := func() []string {
		m := newToy(t, match.Config{Setup: rules.Setup{Seed: 11}}, "bot:easy", "bot:normal")
		m.WaitIdle()
		return m.Log()
	}
	first, second := play(), play()
	if !slices.Equal(first, second) {
		t.Errorf("two matches with the same seeds played\n%q\nand\n%q", first, second)
	}
}

func TestHoldBots(t *testing.T) {
	m := newToy(t, match.Config{HoldBots: true}, "human", "bot:random", "bot:random")
	for round := 0; !m.Over(); round++ {
		for m.ToMove() == 0 {
			if err := m.Submit(0, m.Legal(0)[0]); err != nil {
				t.Fatal(err)
			}
		}
		moves := m.Moves()
		m.WaitIdle()
		if got := m.Moves(); got != moves {
			t.Fatalf("round %d: Moves() = %d with bots held, want %d", round, got, moves)
		}
		m.RunBots()
		m.WaitIdle()
		if got := m.ToMove(); got != 0 && !m.Over() {
			t.Fatalf("round %d: ToMove() = %v after RunBots, want seat 1 or the end", round, got)
		}
	}
}

func TestEntryFor(t *testing.T) {
	m := newToy(t, match.Config{}, "human", "human")
	submit(t, m, 0, "draw")
	e, ok := m.Next()
	if !ok || len(e.Events) != 1 {
		t.Fatalf("Next() = %+v, %v; want the draw", e, ok)
	}
	own, other := e.For(0)[0], e.For(1)[0]
	if own.A == rules.Unknown {
		t.Errorf("the drawer sees card %d, want the card", own.A)
	}
	if other.A != rules.Unknown {
		t.Errorf("the other seat sees card %d, want Unknown", other.A)
	}
	if e.Events[0].A != own.A {
		t.Errorf("Events[0].A = %d, want the whole event (%d)", e.Events[0].A, own.A)
	}
	lines := m.Describe(e, 1)
	if want := m.Seat(0).Name + " drew a card (7 left in the deck)"; len(lines) != 1 || lines[0] != want {
		t.Errorf("Describe(draw, seat 2) = %q, want the card hidden", lines)
	}
	if _, ok := m.Next(); ok {
		t.Errorf("Next() found a second entry, want none")
	}
}

// TestQueueKeepsEverything polls while bots play and checks that every move
// arrives once, in order, with the events the rules reported for it.
func TestQueueKeepsEverything(t *testing.T) {
	// A short pace spreads the moves over time, so polls and moves interleave.
	m := newToy(t, match.Config{Setup: rules.Setup{Seed: 3}, Pace: time.Millisecond}, "bot:random", "bot:random", "bot:easy", "bot:random")
	var entries []match.Entry
	for !m.Over() {
		if err := m.Err(); err != nil {
			t.Fatal(err)
		}
		entries = m.Poll(entries)
		runtime.Gosched()
	}
	m.WaitIdle()
	entries = m.Poll(entries)

	replay, err := toy.Title.New(rules.Setup{Seats: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	log := m.Log()
	if len(entries) != len(log) {
		t.Fatalf("%d entries for %d moves", len(entries), len(log))
	}
	for i, e := range entries {
		if e.Number != i+1 || e.Text != log[i] {
			t.Fatalf("entry %d = %d %q, want %d %q", i, e.Number, e.Text, i+1, log[i])
		}
		seat := replay.ToMove()
		events, err := replay.Apply(e.Move)
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, e.Text, err)
		}
		if e.Seat != seat || !slices.Equal(e.Events, events) {
			t.Fatalf("entry %d = %v %+v, want %v %+v", i+1, e.Seat, e.Events, seat, events)
		}
	}
}

func TestCloseWhileABotThinks(t *testing.T) {
	thinking := make(chan struct{}, 1)
	yield := func() {
		select {
		case thinking <- struct{}{}:
		default:
		}
	}
	m := newToy(t, match.Config{Yield: yield}, "bot:hard", "bot:hard")
	<-thinking
	m.Close()
	moves := m.Moves()
	m.WaitIdle()
	if got := m.Moves(); got != moves {
		t.Errorf("Moves() = %d after Close, want %d: a bot moved after Close", got, moves)
	}
	if m.Over() {
		t.Errorf("Over() = true: the hard bots finished before Close")
	}
	m.Close() // a second Close is harmless
}

func TestPaceHoldsTheBotsMove(t *testing.T) {
	// With a pace of an hour the bot never gets to apply its move; the
	// match still closes at once.
	m := newToy(t, match.Config{Pace: time.Hour}, "bot:random", "human")
	m.Close()
	if got := m.Moves(); got != 0 {
		t.Errorf("Moves() = %d, want 0: the paced move was applied", got)
	}
}

func TestErrReportsFailedAutosaves(t *testing.T) {
	store := &recordingStore{fail: errors.New("disk full")}
	m := newToy(t, match.Config{Store: store}, "human", "human")
	submit(t, m, 0, "play 1") // the move stands even though the save failed
	wantError(t, "Err after a failed save", m.Err(), "disk full")
	store.mu.Lock()
	store.fail = nil
	store.mu.Unlock()
	submit(t, m, 0, "keep")
	if err := m.Err(); err != nil {
		t.Errorf("Err() after a good save = %v, want nil", err)
	}
}
