package desolated

import "starboard/rules"

// Title describes Desolated.
var Title = rules.Title{
	Slug:     "desolated",
	Name:     "Desolated",
	MinSeats: 1,
	MaxSeats: MaxSeats,
	Ruleset:  "desolated-2",
	Options: []rules.OptionSpec{
		onOff("rise", "Rise of the Arkheins: Advanced Influence cards with upkeep"),
		onOff("destruction", "Planetary Destruction: Advanced Landmarks paid in materials"),
		onOff("technology", "Racloir Technology: Advanced Materials that turn and give tokens"),
		onOff("campaign", "Campaign module: a token every Status phase"),
		onOff("character", "Character module: a Character card starts your first chain"),
		onOff("talent", "Talent module: cover Talent rows for end-game points"),
		onOff("rare", "Rare Material module: a wild card in every starting hand"),
	},
	Build: func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
	// A turn is a long chain of atomic moves (draws, an action, each step
	// of a payment, leftovers, storing, discards): the searching bots plan
	// the rest of the deciding seat's turn, follow the automatic plan
	// through payments (Plan), and explore a little. Within a turn more
	// budget did not pay: over 200 seeded two-seat games against Easy
	// (README), Hard won 64.0% at 800 iterations and exploration 0.1 (63.0%
	// at 0.03, 57.5% at 0.2, 61.5% at 2,500 iterations), Normal's 200
	// iterations 62.5%. What a turn sets up shows on the next, so Hard
	// plays each plan on, greedily, through the other seat's turn and its
	// own next one (HardExtraTurns, up to 300 moves), with 200 iterations.
	Search: rules.Search{Turn: true, HardIterations: 200, NormalIterations: 200, RolloutDepth: 40,
		Exploration: 0.1, HardExtraTurns: 1, HardRolloutDepth: 300},
}

// Search returns the tuning of the bots' search for Desolated.
func (s *State) Search() rules.Search { return Title.Search }

// Plan returns "auto" when the seat to move is paying for a Trade or
// discarding Influence towards a Landmark and "auto" is legal: Evaluate
// finishes such a payment by its automatic plan (see potential), so one
// step ahead sees the whole payment, and the searching bots decide each
// step as the greedy bot does (rules.Planner).
func (s *State) Plan() (rules.Move, bool) {
	if s.phase != phPay && s.phase != phEarn || s.handHidden() {
		return rules.Move{}, false
	}
	auto := rules.Move{Kind: MoveAuto}
	if s.phase == phPay {
		if !s.payable() {
			return rules.Move{}, false
		}
	} else if _, ok := s.planEarn(); !ok {
		return rules.Move{}, false
	}
	return auto, true
}

// OptionKeys lists the keys of the expansions and modules, in menu order.
var OptionKeys = []string{"rise", "destruction", "technology", "campaign", "character", "talent", "rare"}

func onOff(key, doc string) rules.OptionSpec {
	return rules.OptionSpec{Key: key, Doc: doc, Default: "off", Values: []string{"off", "on"}}
}

// New starts a game. The setup must have passed Title.Check; one seat plays
// the solo variant.
func New(setup rules.Setup) *State { return newState(setup) }

// Title returns "desolated".
func (s *State) Title() string { return "desolated" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }
