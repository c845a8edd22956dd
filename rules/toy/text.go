package toy

import (
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	p := s.toMove
	switch s.phase {
	case phaseTurn:
		text := "Play a card from your hand or draw from the deck."
		switch {
		case s.handLen[p] == 0:
			text = "Your hand is empty: draw from the deck."
		case s.deckLen == 0 || s.handLen[p] >= handCap:
			text = "Play a card from your hand."
		}
		return rules.Prompt{Seat: p, Kind: "turn", Text: text}
	case phaseAnswer:
		if s.deckLen == 0 {
			return rules.Prompt{Seat: p, Kind: "keep-or-pass", Text: "Keep: the deck is empty, so there is nothing to pass for."}
		}
		next := (p + 1) % rules.Seat(s.seats)
		return rules.Prompt{Seat: p, Kind: "keep-or-pass",
			Text: fmt.Sprintf("Keep, or pass 1 point to %v and draw the top card.", next)}
	}
	return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
}

// MoveText returns "play N", "draw", "keep" or "pass". A value that is no
// move of this game reads as "invalid move …", which ParseMove refuses.
func (s *State) MoveText(m rules.Move) string {
	if m.B == 0 && m.C == 0 && m.D == 0 {
		switch {
		case m.Kind == KindPlay && m.A >= 1 && m.A <= handCap:
			return "play " + strconv.Itoa(int(m.A))
		case m.Kind == KindDraw && m.A == 0:
			return "draw"
		case m.Kind == KindKeep && m.A == 0:
			return "keep"
		case m.Kind == KindPass && m.A == 0:
			return "pass"
		}
	}
	return fmt.Sprintf("invalid move %d/%d/%d/%d/%d", m.Kind, m.A, m.B, m.C, m.D)
}

// ParseMove reads the text MoveText writes, and nothing else.
func (s *State) ParseMove(text string) (rules.Move, error) {
	switch text {
	case "draw":
		return rules.Move{Kind: KindDraw}, nil
	case "keep":
		return rules.Move{Kind: KindKeep}, nil
	case "pass":
		return rules.Move{Kind: KindPass}, nil
	}
	if slot, ok := strings.CutPrefix(text, "play "); ok {
		n, err := strconv.Atoi(slot)
		if err != nil || strconv.Itoa(n) != slot || n < 1 || n > handCap {
			return rules.Move{}, fmt.Errorf("%q: a card to play is named by its hand slot, 1 to %d", text, handCap)
		}
		return rules.Move{Kind: KindPlay, A: int16(n)}, nil
	}
	return rules.Move{}, fmt.Errorf("%q is not a move: the moves are \"play N\", \"draw\", \"keep\" and \"pass\"", text)
}

// EventText describes e; a draw redacted for the viewer hides the card.
func (s *State) EventText(e rules.Event) string {
	switch e.Kind {
	case EventPlay:
		return fmt.Sprintf("%v played %d from slot %d", e.Seat, e.B, e.A)
	case EventDraw:
		card := "a card"
		if e.A != rules.Unknown {
			card = strconv.Itoa(int(e.A))
		}
		return fmt.Sprintf("%v drew %s (%d left in the deck)", e.Seat, card, e.B)
	case EventKeep:
		return fmt.Sprintf("%v kept", e.Seat)
	case EventPass:
		return fmt.Sprintf("%v passed 1 point to %v", e.Seat, rules.Seat(e.A))
	case EventOver:
		return "the game is over"
	}
	return fmt.Sprintf("unknown event %d", e.Kind)
}

// String shows the state; on a view, hidden cards read "?".
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "toy, deck of %d: ", s.cards)
	switch s.phase {
	case phaseTurn:
		fmt.Fprintf(&b, "%v to play or draw\n", s.toMove)
	case phaseAnswer:
		fmt.Fprintf(&b, "%v to keep or pass\n", s.toMove)
	default:
		b.WriteString("game over\n")
	}
	fmt.Fprintf(&b, "deck: %s\n", cardList(s.deck[:s.deckLen]))
	for p := range rules.Seat(s.seats) {
		fmt.Fprintf(&b, "%v: hand %s, played %s, score %d\n",
			p, cardList(s.hand[p][:s.handLen[p]]), cardList(s.played[p][:s.playedLen[p]]), s.Score(p))
	}
	return b.String()
}

func cardList(cards []int8) string {
	if len(cards) == 0 {
		return "-"
	}
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = "?"
		if c != hidden {
			parts[i] = strconv.Itoa(int(c))
		}
	}
	return strings.Join(parts, " ")
}
