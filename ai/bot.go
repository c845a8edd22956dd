package ai

import (
	"fmt"

	"starboard/rules"
)

// Bot is a player of one strength. It holds its configuration, its seed and
// buffers it reuses from one decision to the next. A Bot and the searches it
// starts are not safe for concurrent use: run one search at a time per Bot.
type Bot struct {
	config Config
	seed   uint64
	spare  []node // the node pool of the last finished search, for the next one
	// seen are the keys of the last positions a searching bot decided
	// from, oldest first: it does not move back to one of them (cycles).
	seen []string

	// A uniform bot draws its picks from one stream, seeded with seed, one
	// draw per decision with a choice; legal is its buffer of moves.
	picks rules.RNG
	legal []rules.Move

	// A bot made by New plays its level as tuned for the title of the
	// views it is given: byTitle is set, and title is the slug config was
	// looked up for ("" before the first decision).
	byTitle bool
	level   Level
	title   string
	search  rules.Search
}

// New returns a bot of the given level. Its decisions depend only on seed and
// the view it is given, except a random bot's, which depend on seed and on
// how many choices it has made (see pickUniform), and a searching bot's,
// which also never move back to one of the last positions it decided from
// (see Search.cycles). It plays the level's configuration for the title of
// the views it is handed (Level.TitleConfig), looked up on its first
// decision.
func New(level Level, seed uint64) *Bot {
	b := NewWithConfig(level.Config(), seed)
	b.byTitle, b.level = true, level
	return b
}

// tune sets the bot's configuration for the title of view, when the bot was
// made by New and the title or its Search differs from the last one it
// looked up. Comparing the Search too means that a game wrapped by a caller
// (which hides the title's Searcher) cannot fix the bot's configuration for
// the views it is handed later.
func (b *Bot) tune(view rules.Game) {
	if !b.byTitle {
		return
	}
	slug, search := view.Title(), searchOf(view)
	if slug != b.title || search != b.search {
		b.title, b.search = slug, search
		b.config = b.level.TitleConfig(search).withDefaults()
	}
}

// NewWithConfig returns a bot with a configuration of its own; zero fields of
// c take their defaults.
func NewWithConfig(c Config, seed uint64) *Bot {
	return &Bot{config: c.withDefaults(), seed: seed, picks: rules.NewRNG(mix64(seed ^ uniformStream))}
}

// uniformStream sets a uniform bot's stream of picks apart from the seeds
// of other decisions.
const uniformStream = 0x756e69666f726d

// pickUniform returns a move drawn from legal, the legal moves of the seat
// to move, for a uniform bot: the next draw of its stream when there is a
// choice, the only move when there is none. A uniform bot reads nothing of
// the game but its legal moves, so it needs neither the view's text nor a
// copy of it: its decisions depend on its seed and on the number of choices
// it has made before, which a seeded game repeats exactly.
func (b *Bot) pickUniform(legal []rules.Move) rules.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	return legal[b.picks.IntN(len(legal))]
}

// Config returns the bot's configuration, with defaults filled in. For a
// bot made by New it is the level's Config until the first decision, and the
// configuration for the title of the last view after.
func (b *Bot) Config() Config { return b.config }

// Choose returns the bot's move from view, the view of the seat to move.
// It runs a whole search at once; interactive callers use Think and Step.
// When the game is over it returns the zero Move.
func (b *Bot) Choose(view rules.Game) rules.Move {
	s := b.Think(view)
	for !s.Step() {
	}
	return s.Best()
}

// maxGameMoves bounds PlayGame, so that a title that never ends fails
// instead of hanging.
const maxGameMoves = 1_000_000

// PlayGame plays g to its end: each seat's move is chosen by bots[seat] from
// g.View(seat) and applied to g. It returns an error if bots does not hold
// one bot per seat, if a bot's search met a move the title refused, or if
// the title refused a chosen move.
func PlayGame(g rules.Game, bots []*Bot) error {
	if len(bots) != g.Seats() {
		return fmt.Errorf("ai: %d bots for %d seats", len(bots), g.Seats())
	}
	for n := 0; !g.Over(); n++ {
		if n == maxGameMoves {
			return fmt.Errorf("ai: the game did not end after %d moves", n)
		}
		seat := g.ToMove()
		if seat < 0 || int(seat) >= len(bots) || bots[seat] == nil {
			return fmt.Errorf("ai: no bot for %s", seat)
		}
		bot := bots[seat]
		// A level's kind does not depend on the title, so the bot needs no
		// tuning to know it is uniform; a searching bot tunes itself from
		// the view Think is handed, which is the title's own even when g
		// is a caller's wrapper.
		if bot.config.Kind == Uniform {
			// The legal moves of the seat to move are those of its view:
			// the bot reads them from the game, sparing a copy of it.
			bot.legal = g.Legal(bot.legal[:0])
			if len(bot.legal) == 0 {
				return noMoveError(g)
			}
			m := bot.pickUniform(bot.legal)
			if _, err := g.Apply(m); err != nil {
				return fmt.Errorf("ai: %s chose %q: %w", seat, g.MoveText(m), err)
			}
			continue
		}
		s := bot.Think(g.View(seat))
		for !s.Step() {
		}
		if err := s.Err(); err != nil {
			return err
		}
		m := s.Best()
		if _, err := g.Apply(m); err != nil {
			return fmt.Errorf("ai: %s chose %q: %w", seat, g.MoveText(m), err)
		}
	}
	return nil
}

// decisionSeed returns the seed of one decision of a greedy or ISMCTS bot: the bot's seed mixed with a
// hash of everything the view shows, so that a bot repeats itself from the
// same view however many decisions it has made before.
func decisionSeed(seed uint64, view rules.Game) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for _, s := range [...]string{view.Title(), view.String()} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= prime
		}
		h ^= 0xff
		h *= prime
	}
	h ^= uint64(uint8(view.ToMove()))
	h *= prime
	return mix64(seed ^ mix64(h))
}

// mix64 is the finalizer of SplitMix64: it spreads every input bit over
// every output bit.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
