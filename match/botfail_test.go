package match_test

import (
	"errors"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

// bogus is the toy game with one more "legal" move that Apply refuses, to
// see what the match does when a bot chooses a move the rules refuse.
type bogus struct{ rules.Game }

var bogusMove = rules.Move{Kind: 99}

func (b bogus) Legal(dst []rules.Move) []rules.Move {
	dst = b.Game.Legal(dst)
	if !b.Over() {
		dst = append(dst, bogusMove)
	}
	return dst
}

func (b bogus) Apply(m rules.Move) ([]rules.Event, error) {
	if m == bogusMove {
		return nil, errors.New("that move does not exist")
	}
	return b.Game.Apply(m)
}

func (b bogus) Clone() rules.Game               { return bogus{b.Game.Clone()} }
func (b bogus) View(seat rules.Seat) rules.Game { return bogus{b.Game.View(seat)} }

func TestABotsRefusedMoveIsReplaced(t *testing.T) {
	title := toy.Title
	title.Build = func(s rules.Setup) (rules.Game, error) {
		g, err := toy.Title.Build(s)
		return bogus{g}, err
	}
	m, err := match.New(match.Config{Title: title, Setup: rules.Setup{Seed: 2}, Seats: seatsOf(t, "bot:random", "bot:random")})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.WaitIdle()
	if !m.Over() {
		t.Fatalf("Over() = false: the bots stopped at move %d", m.Moves())
	}
	wantError(t, "Err after a refused bot move", m.Err(), "played its first legal move instead")
}
