package ai

import (
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// twentyOne is a small hidden-hand game for the tests of this package. Each
// seat holds three cards from a deck of 1 to 9 (twice each). In turn, a seat
// plays a card, adding it to a public total, and draws a new one. Whoever
// brings the total to exactly 21 wins; whoever passes 21 loses and every
// other seat wins. When all hands are empty, everyone gets a half.
//
// Its views replace other hands and the deck by placeholders, and any rule
// that reads a placeholder panics, so a bot that simulates a view without
// determinizing it first is caught at once.
type twentyOne struct {
	seats  int
	toMove rules.Seat
	total  int
	hands  [4][]int8 // hidden is -1
	deck   []int8    // drawn from the end; hidden is -1
	played []int8    // the cards played, in order
	winner rules.Seat
	buster rules.Seat
	over   bool
	viewer rules.Seat // NoSeat for a full state
	events []rules.Event
}

const hiddenCard = -1

func newTwentyOne(seats int, seed uint64) *twentyOne {
	g := &twentyOne{seats: seats, winner: rules.NoSeat, buster: rules.NoSeat, viewer: rules.NoSeat}
	for v := int8(1); v <= 9; v++ {
		g.deck = append(g.deck, v, v)
	}
	rng := rules.NewRNG(seed)
	rng.Shuffle(len(g.deck), func(i, j int) { g.deck[i], g.deck[j] = g.deck[j], g.deck[i] })
	for s := 0; s < seats; s++ {
		for k := 0; k < 3; k++ {
			g.hands[s] = append(g.hands[s], g.draw())
		}
	}
	return g
}

func (g *twentyOne) draw() int8 {
	c := g.deck[len(g.deck)-1]
	g.deck = g.deck[:len(g.deck)-1]
	if c == hiddenCard {
		panic("twentyOne: a bot drew from the deck of an undeterminized view")
	}
	return c
}

func (g *twentyOne) Title() string { return "twentyone" }
func (g *twentyOne) Seats() int    { return g.seats }
func (g *twentyOne) Over() bool    { return g.over }

func (g *twentyOne) ToMove() rules.Seat {
	if g.over {
		return rules.NoSeat
	}
	return g.toMove
}

func (g *twentyOne) Legal(dst []rules.Move) []rules.Move {
	if g.over {
		return dst
	}
	var seen [10]bool
	for _, c := range g.hands[g.toMove] {
		if c == hiddenCard {
			panic("twentyOne: legal moves asked of a hidden hand")
		}
		if !seen[c] {
			seen[c] = true
			dst = append(dst, rules.Move{Kind: 1, A: int16(c)})
		}
	}
	return dst
}

func (g *twentyOne) Apply(m rules.Move) ([]rules.Event, error) {
	if g.over {
		return nil, fmt.Errorf("the game is over")
	}
	hand := g.hands[g.toMove]
	at := -1
	for i, c := range hand {
		if c == hiddenCard {
			panic("twentyOne: a move applied to a hidden hand")
		}
		if m.Kind == 1 && int16(c) == m.A {
			at = i
			break
		}
	}
	if at < 0 {
		return nil, fmt.Errorf("you hold no %d", m.A)
	}
	g.events = g.events[:0]
	g.events = append(g.events, rules.Event{Kind: 1, Seat: g.toMove, A: m.A})
	g.total += int(m.A)
	g.played = append(g.played, int8(m.A))
	g.hands[g.toMove] = append(hand[:at], hand[at+1:]...)
	switch {
	case g.total == 21:
		g.winner, g.over = g.toMove, true
	case g.total > 21:
		g.buster, g.over = g.toMove, true
	}
	if !g.over && len(g.deck) > 0 {
		g.hands[g.toMove] = append(g.hands[g.toMove], g.draw())
	}
	if !g.over {
		empty := true
		for s := 0; s < g.seats; s++ {
			empty = empty && len(g.hands[s]) == 0
		}
		g.over = empty
		g.toMove = (g.toMove + 1) % rules.Seat(g.seats)
	}
	return g.events, nil
}

func (g *twentyOne) Clone() rules.Game {
	c := *g
	for s := range c.hands {
		c.hands[s] = append([]int8(nil), g.hands[s]...)
	}
	c.deck = append([]int8(nil), g.deck...)
	c.played = append([]int8(nil), g.played...)
	c.events = nil
	return &c
}

func (g *twentyOne) View(seat rules.Seat) rules.Game {
	c := g.Clone().(*twentyOne)
	c.viewer = seat
	for s := 0; s < c.seats; s++ {
		if rules.Seat(s) != seat {
			for i := range c.hands[s] {
				c.hands[s][i] = hiddenCard
			}
		}
	}
	for i := range c.deck {
		c.deck[i] = hiddenCard
	}
	return c
}

func (g *twentyOne) Determinize(viewer rules.Seat, rng *rules.RNG) {
	// Every card not in the viewer's hand and not yet played is unseen.
	var count [10]int
	for v := 1; v <= 9; v++ {
		count[v] = 2
	}
	for _, c := range g.hands[viewer] {
		count[c]--
	}
	for _, c := range g.played {
		count[c]--
	}
	var pool []int8
	for v := 1; v <= 9; v++ {
		for k := 0; k < count[v]; k++ {
			pool = append(pool, int8(v))
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for s := 0; s < g.seats; s++ {
		if rules.Seat(s) == viewer {
			continue
		}
		for i := range g.hands[s] {
			g.hands[s][i], pool = pool[0], pool[1:]
		}
	}
	copy(g.deck, pool)
	g.viewer = rules.NoSeat
}

func (g *twentyOne) Prompt() rules.Prompt {
	if g.over {
		return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
	}
	return rules.Prompt{Seat: g.toMove, Kind: "play", Text: "Play a card."}
}

func (g *twentyOne) Score(seat rules.Seat) int { return int(2 * g.Utility(seat)) }

func (g *twentyOne) Breakdown(seat rules.Seat) []rules.ScoreLine {
	return []rules.ScoreLine{{Label: "result", Points: g.Score(seat)}}
}

func (g *twentyOne) Winners() rules.SeatSet {
	var w rules.SeatSet
	for s := 0; s < g.seats; s++ {
		if g.over && g.Utility(rules.Seat(s)) > 0 {
			w = w.With(rules.Seat(s))
		}
	}
	return w
}

func (g *twentyOne) Utility(seat rules.Seat) float64 {
	switch {
	case !g.over:
		return 0
	case g.winner != rules.NoSeat:
		if seat == g.winner {
			return 1
		}
		return 0
	case g.buster != rules.NoSeat:
		if seat == g.buster {
			return 0
		}
		return 1
	}
	return 0.5
}

func (g *twentyOne) Evaluate(seat rules.Seat) float64 {
	if g.over {
		return g.Utility(seat)
	}
	return 0.5
}

func (g *twentyOne) MoveText(m rules.Move) string { return "play " + strconv.Itoa(int(m.A)) }

func (g *twentyOne) ParseMove(s string) (rules.Move, error) {
	v, ok := strings.CutPrefix(s, "play ")
	n, err := strconv.Atoi(v)
	if !ok || err != nil || n < 1 || n > 9 {
		return rules.Move{}, fmt.Errorf("not a move: %q", s)
	}
	return rules.Move{Kind: 1, A: int16(n)}, nil
}

func (g *twentyOne) EventText(e rules.Event) string {
	return fmt.Sprintf("%s played %d", e.Seat, e.A)
}

func (g *twentyOne) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "total %d, %s to move, deck %d, played %v\n", g.total, g.toMove, len(g.deck), g.played)
	for s := 0; s < g.seats; s++ {
		fmt.Fprintf(&b, "%s: %v\n", rules.Seat(s), g.hands[s])
	}
	return b.String()
}

var _ rules.Game = (*twentyOne)(nil)
