package catalog

import (
	"flag"
	"fmt"
	"testing"

	"starboard/rules"
)

// publicGames is the number of random games a title plays at each of its
// smallest and largest tables in TestPublicMovesReadTheSameFromThePublicView;
// raise it for a longer search (go test ./rules/catalog/ -args -publicgames 50).
var publicGames = flag.Int("publicgames", 10, "random games per title and table size in the public moves test")

// publicTally counts what the public moves test saw of one title.
type publicTally struct {
	positions int // positions checked
	public    int // positions with at least one public move
	moves     int // public moves, position by position
}

// TestPublicMovesReadTheSameFromThePublicView plays random games of every
// title, with options drawn at random, and checks at every position what a
// shared screen relies on (see rules.PublicMover): the public moves listed
// from the public view are exactly the public moves of the game, text for
// text, both ways.
func TestPublicMovesReadTheSameFromThePublicView(t *testing.T) {
	for _, title := range All() {
		var tally publicTally
		for _, seats := range []int{title.MinSeats, title.MaxSeats} {
			for seed := uint64(1); seed <= uint64(*publicGames); seed++ {
				rng := rules.NewRNG(seed)
				opts := randomOptions(title, &rng)
				g, err := title.New(rules.Setup{Seats: seats, Seed: seed, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				if _, ok := g.(rules.PublicMover); !ok {
					t.Fatalf("%s does not say which of its moves are public (rules.PublicMover)", title.Slug)
				}
				where := fmt.Sprintf("%s, %d seats, seed %d, %s", title.Slug, seats, seed, opts)
				checkPublicGame(t, g, &rng, where, &tally)
			}
		}
		t.Logf("%s: %d positions checked, %d with public moves, %d public moves", title.Slug, tally.positions, tally.public, tally.moves)
	}
}

// randomOptions draws a value of every option of title.
func randomOptions(title rules.Title, rng *rules.RNG) rules.Options {
	opts := rules.Options{}
	for _, o := range title.Options {
		if len(o.Values) > 0 {
			opts[o.Key] = o.Values[rng.IntN(len(o.Values))]
		} else {
			opts[o.Key] = fmt.Sprint(o.Min + rng.IntN(o.Max-o.Min+1))
		}
	}
	return opts
}

// checkPublicGame plays g out at random, checking every position, and
// counts what it saw in tally.
func checkPublicGame(t *testing.T, g rules.Game, rng *rules.RNG, where string, tally *publicTally) {
	t.Helper()
	for n := 0; !g.Over(); n++ {
		public, ok := publicMovesAgree(t, g, fmt.Sprintf("%s, move %d", where, n))
		if !ok {
			return
		}
		tally.positions++
		tally.moves += public
		if public > 0 {
			tally.public++
		}
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("%s, move %d: %v", where, n, err)
		}
	}
}

// publicMovesAgree reports whether the public moves of g and of its public
// view agree, saying how they differ when they do not, and returns the
// number of public moves.
func publicMovesAgree(t *testing.T, g rules.Game, where string) (int, bool) {
	t.Helper()
	game := publicTexts(g)
	v := g.View(rules.NoSeat)
	if v.ToMove() != g.ToMove() {
		t.Errorf("%s: the game has %s to move, its public view %s", where, g.ToMove(), v.ToMove())
		return 0, false
	}
	view, err := publicTextsOf(v)
	if err != nil {
		t.Errorf("%s: the public view cannot list its moves: %v", where, err)
		return 0, false
	}
	ok := true
	for text := range game {
		if !view[text] {
			t.Errorf("%s: public move %q of the game is missing from the public view's", where, text)
			ok = false
		}
	}
	for text := range view {
		if !game[text] {
			t.Errorf("%s: public move %q of the public view is not a legal public move of the game", where, text)
			ok = false
		}
	}
	return len(game), ok
}

// publicTexts returns the texts of the public legal moves of g.
func publicTexts(g rules.Game) map[string]bool {
	texts := map[string]bool{}
	p := g.(rules.PublicMover)
	for _, m := range g.Legal(nil) {
		if p.PublicMove(m) {
			texts[g.MoveText(m)] = true
		}
	}
	return texts
}

// publicTextsOf is publicTexts for a view, whose Legal must not fail.
func publicTextsOf(v rules.Game) (texts map[string]bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("Legal panics: %v", r)
		}
	}()
	return publicTexts(v), nil
}
