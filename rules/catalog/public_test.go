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
var publicGames = flag.Int("publicgames", 3, "random games per title and table size in the public moves test")

// TestPublicMovesReadTheSameFromThePublicView plays random games of every
// title, with options drawn at random, and checks, at every position, what a shared screen relies on (see
// rules.PublicMover): the public moves listed from the public view are
// exactly the public moves of the game, text for text.
func TestPublicMovesReadTheSameFromThePublicView(t *testing.T) {
	positions := 0
	for _, title := range All() {
		for _, seats := range []int{title.MinSeats, title.MaxSeats} {
			for seed := uint64(1); seed <= uint64(*publicGames); seed++ {
				rng := rules.NewRNG(seed)
				opts := randomOptions(title, &rng)
				g, err := title.New(rules.Setup{Seats: seats, Seed: seed, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				where := fmt.Sprintf("%s, %d seats, seed %d, %s", title.Slug, seats, seed, opts)
				positions += checkPublicGame(t, g, seed, where)
			}
		}
	}
	t.Logf("%d positions checked", positions)
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

// checkPublicGame plays g out at random from seed, checking every position,
// and returns the number of positions checked.
func checkPublicGame(t *testing.T, g rules.Game, seed uint64, where string) int {
	t.Helper()
	rng := rules.NewRNG(seed)
	n := 0
	for ; !g.Over(); n++ {
		if !publicMovesAgree(t, g, fmt.Sprintf("%s, move %d", where, n)) {
			return n
		}
		legal := g.Legal(nil)
		if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("%s, move %d: %v", where, n, err)
		}
	}
	return n
}

// publicMovesAgree reports whether the public moves of g and of its public
// view agree, and says how they differ when they do not.
func publicMovesAgree(t *testing.T, g rules.Game, where string) bool {
	t.Helper()
	game := publicTexts(g)
	v := g.View(rules.NoSeat)
	if len(game) > 0 && v.ToMove() != g.ToMove() {
		t.Errorf("%s: the game has %s to move, its public view %s", where, g.ToMove(), v.ToMove())
		return false
	}
	view, err := publicTextsOf(v)
	if err != nil {
		t.Errorf("%s: the public view cannot list its moves: %v", where, err)
		return false
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
	return ok
}

// publicTexts returns the texts of the public legal moves of g.
func publicTexts(g rules.Game) map[string]bool {
	texts := map[string]bool{}
	p, ok := g.(rules.PublicMover)
	if !ok {
		return texts
	}
	for _, m := range g.Legal(nil) {
		if p.PublicMove(m) {
			texts[g.MoveText(m)] = true
		}
	}
	return texts
}

// publicTextsOf is publicTexts for a view, whose Legal may fail.
func publicTextsOf(v rules.Game) (texts map[string]bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("Legal panics: %v", r)
		}
	}()
	return publicTexts(v), nil
}
