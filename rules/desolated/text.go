package desolated

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// Event kinds of Desolated, with their arguments. Card numbers index
// Materials, Influences or Landmarks as the kind says.
const (
	EvTurn         uint8 = iota + 1 // Seat begins turn A, in round B
	EvDraw                          // Seat draws Material A from the pile (A seen by Seat only)
	EvTake                          // Seat takes Material B from Material row slot A
	EvUpgrade                       // Seat puts Material A into its inventory: B mode (0 new, 1 left end, 2 right end, 3 join), C group, D second group
	EvTradeBegin                    // Seat begins a Trade for Influence B in row slot A
	EvEarnBegin                     // Seat begins an Earn of Landmark B in row slot A
	EvHarvest                       // Seat harvests Material A, gaining C tokens of material B
	EvPass                          // Seat passes
	EvPay                           // Seat pays in hand card A, Material B
	EvSpend                         // Seat spends a token of material A
	EvConvert                       // Seat converts from Material A to Material B, paying side C (0 left, 1 right) of A
	EvAuto                          // Seat pays automatically, in A steps reported next
	EvTrade                         // Seat gains Influence B from row slot A, with C tokens that lay on it
	EvLost                          // A leftover units go back to the supply
	EvPlace                         // Seat places a leftover token of material A on Influence C in row slot B
	EvGive                          // Seat discards Influence B (inventory place A) towards a Landmark
	EvEarn                          // Seat earns Landmark B from row slot A, its C-th
	EvCancel                        // Seat calls off its Trade or Earn
	EvStore                         // Seat stores card B beneath its Landmark C; A says where B came from and its deck (MoveStore's A: 0 hand, 1 inventory Material, 2 Influence, 3 Landmark, 4 Advanced Material); B is secret if it came from a hidden hand
	EvDiscard                       // Seat discards hand card A, Material B
	EvRefill                        // row A (0 Material, 1 Influence, 2 Landmark) slot B receives card C
	EvReshuffle                     // the discards of pile A (0 Material, 1 Influence) become a new pile of B cards
	EvFinalRound                    // the final round begins: reason A (1 third Landmark, 2 Landmarks out, 3 the engine's round guard)
	EvLandmarkLost                  // solo: Landmark A leaves the row and is discarded
	EvReveal                        // solo: Materials A and B are revealed (B may be -1)
	EvClear                         // solo: row A (0 Material, 1 Influence) loses card C from slot B
	EvPick                          // solo: Seat takes revealed card A, Material B, into hand
	EvEnd                           // the game ends: Seat scores A
	EvBoon                          // Seat gains influence B for this turn from its Advanced Landmark A
	EvUpkeep                        // Seat settles the upkeep of Advanced Influence A: B 0 tokens, 1 a hand card, 2 released
	EvCover                         // Seat covers a row of its Talent card with Material A; B rows are covered
	EvTech                          // Seat places Advanced Material A in its inventory
	EvTechTurn                      // Seat's Advanced Material A turns and gives C tokens of material B
	EvTechSpent                     // Seat's Advanced Material A reaches its last face and is discarded
	EvRelease                       // Seat discards its Character A for B tokens
	EvRareSpent                     // Seat's Rare Material A carried a conversion and is discarded
	EvCampaign                      // Seat's Campaign gives B tokens of material A
	EvDrawEnd                       // Seat ends its Draw phase early, with A Material cards taken (0: it skips drawing)
)

func matName(id int16) string {
	if id < 0 || int(id) >= AllMaterialCards {
		return "a hidden Material card"
	}
	c := Materials[id]
	switch c.Kind {
	case TechCard:
		return fmt.Sprintf("%s #%d (advanced)", c.Name, id)
	case RareCard:
		return fmt.Sprintf("%s #%d (wild)", c.Name, id)
	}
	return fmt.Sprintf("%s #%d (%d %s)", c.Name, id, c.Value, c.Type)
}

func inflName(id int16) string {
	if id < 0 || int(id) >= AllInfluenceCards {
		return "an Influence card"
	}
	return fmt.Sprintf("%s #%d", Influences[id].Name, id)
}

func lmName(id int16) string {
	if id < 0 || int(id) >= AllLandmarkCards {
		return "a Landmark"
	}
	return fmt.Sprintf("%s #%d", Landmarks[id].Name, id)
}

var sideNames = [2]string{"left", "right"}

// storeWords name where a stored card comes from, by MoveStore's A.
var storeWords = [...]string{"hand", "inventory", "influence", "landmark", "advanced"}

// MoveText returns the canonical text of m.
func (s *State) MoveText(m rules.Move) string {
	n := func(v int16) string { return strconv.Itoa(int(v) + 1) }
	switch m.Kind {
	case MoveTake:
		if m.A < 0 {
			return "take pile"
		}
		return "take " + n(m.A)
	case MoveDone:
		return "done"
	case MoveUpgrade:
		switch m.C {
		case 0:
			return "upgrade " + n(m.A) + " new"
		case 1:
			return "upgrade " + n(m.A) + " left " + n(m.B)
		case 2:
			return "upgrade " + n(m.A) + " right " + n(m.B)
		}
		return "upgrade " + n(m.A) + " join " + n(m.B) + " " + n(m.D)
	case MoveTrade:
		return "trade " + n(m.A)
	case MoveEarn:
		return "earn " + n(m.A)
	case MoveHarvest:
		if m.B != 0 {
			return "harvest " + n(m.A) + " as " + Material(m.B).String()
		}
		return "harvest " + n(m.A)
	case MovePass:
		return "pass"
	case MovePay:
		if m.B != 0 {
			return "pay " + n(m.A) + " as " + Material(m.B).String()
		}
		return "pay " + n(m.A)
	case MoveSpend:
		return "spend " + Material(m.A).String()
	case MoveConvert:
		side := "side?"
		if m.C == 0 || m.C == 1 {
			side = sideNames[m.C]
		}
		return "convert " + n(m.A) + " " + n(m.B) + " " + side
	case MoveAuto:
		return "auto"
	case MoveCancel:
		return "cancel"
	case MovePlace:
		return "place " + Material(m.A).String() + " " + n(m.B)
	case MoveGive:
		return "give " + n(m.A)
	case MoveStore:
		from := "source?"
		if m.A >= 0 && int(m.A) < len(storeWords) {
			from = storeWords[m.A]
		}
		return "store " + from + " " + n(m.B) + " under " + n(m.C)
	case MoveKeep:
		return "keep"
	case MoveDiscard:
		return "discard " + n(m.A)
	case MovePick:
		return "pick " + n(m.A)
	case MoveBoon:
		return "boon " + n(m.A)
	case MoveUpkeep:
		switch m.A {
		case 0:
			return "upkeep token"
		case 1:
			return "upkeep hand " + n(m.B)
		}
		return "upkeep release"
	case MoveCover:
		return "cover " + n(m.A)
	case MoveRelease:
		return "release " + n(m.A)
	}
	return fmt.Sprintf("move%d", m.Kind)
}

// moveSyntax lists the forms of every move, for error messages.
const moveSyntax = "take 3, take pile, done, upgrade 2 new, upgrade 2 left 1, upgrade 2 right 1, upgrade 2 join 1 3, " +
	"trade 1, earn 1, harvest 4, pass, pay 2, spend rubel, convert 2 4 left, auto, cancel, place kyan 2, give 1, " +
	"store hand 2 under 1, store inventory 3 under 1, store influence 1 under 2, store landmark 2 under 1, " +
	"store advanced 1 under 1, keep, discard 5, pick 1, pay 2 as kyan, harvest 3 as rubel, " +
	"boon 1, upkeep token, upkeep hand 2, upkeep release, cover 3, release 1"

// ParseMove reads the canonical text of a move.
func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Split(text, " ")
	bad := fmt.Errorf("cannot read %q: moves look like %s", text, moveSyntax)
	if len(text) == 0 || len(text) > 64 {
		return rules.Move{}, bad
	}
	num := func(t string) (int16, error) {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 || v > 99 || strconv.Itoa(v) != t {
			return 0, fmt.Errorf("cannot read %q: %q is not a number from 1 to 99", text, t)
		}
		return int16(v - 1), nil
	}
	mat := func(t string) (int16, error) {
		for i, name := range materialNames {
			if t == name {
				return int16(i), nil
			}
		}
		return 0, fmt.Errorf("cannot read %q: %q is not a material (%s)", text, t, strings.Join(materialNames[:], ", "))
	}
	nums := func(kind uint8, args []string) (rules.Move, error) {
		m := rules.Move{Kind: kind}
		ptr := []*int16{&m.A, &m.B, &m.C, &m.D}
		for i, a := range args {
			v, err := num(a)
			if err != nil {
				return rules.Move{}, err
			}
			*ptr[i] = v
		}
		return m, nil
	}
	want := func(k int) error {
		if len(f) != k {
			return bad
		}
		return nil
	}
	var err error
	switch f[0] {
	case "take":
		if err = want(2); err != nil {
			return rules.Move{}, err
		}
		if f[1] == "pile" {
			return rules.Move{Kind: MoveTake, A: -1}, nil
		}
		return nums(MoveTake, f[1:])
	case "done", "pass", "auto", "cancel", "keep":
		if err = want(1); err != nil {
			return rules.Move{}, err
		}
		return rules.Move{Kind: map[string]uint8{"done": MoveDone, "pass": MovePass, "auto": MoveAuto, "cancel": MoveCancel, "keep": MoveKeep}[f[0]]}, nil
	case "pay", "harvest":
		kind := MovePay
		if f[0] == "harvest" {
			kind = MoveHarvest
		}
		if len(f) == 4 && f[2] == "as" {
			m, err := nums(kind, f[1:2])
			if err != nil {
				return m, err
			}
			if m.B, err = mat(f[3]); err != nil {
				return rules.Move{}, err
			}
			if m.B == 0 {
				return rules.Move{}, fmt.Errorf("cannot read %q: a card paid as indicyl is written without \"as indicyl\"", text)
			}
			return m, nil
		}
		if err = want(2); err != nil {
			return rules.Move{}, err
		}
		return nums(kind, f[1:])
	case "trade", "earn", "give", "discard", "pick", "boon", "cover", "release":
		if err = want(2); err != nil {
			return rules.Move{}, err
		}
		kind := map[string]uint8{"trade": MoveTrade, "earn": MoveEarn, "give": MoveGive, "discard": MoveDiscard,
			"pick": MovePick, "boon": MoveBoon, "cover": MoveCover, "release": MoveRelease}[f[0]]
		return nums(kind, f[1:])
	case "upkeep":
		switch {
		case len(f) == 2 && f[1] == "token":
			return rules.Move{Kind: MoveUpkeep}, nil
		case len(f) == 2 && f[1] == "release":
			return rules.Move{Kind: MoveUpkeep, A: 2}, nil
		case len(f) == 3 && f[1] == "hand":
			b, err := num(f[2])
			return rules.Move{Kind: MoveUpkeep, A: 1, B: b}, err
		}
		return rules.Move{}, bad
	case "spend":
		if err = want(2); err != nil {
			return rules.Move{}, err
		}
		a, err := mat(f[1])
		return rules.Move{Kind: MoveSpend, A: a}, err
	case "place":
		if err = want(3); err != nil {
			return rules.Move{}, err
		}
		a, err := mat(f[1])
		if err != nil {
			return rules.Move{}, err
		}
		b, err := num(f[2])
		return rules.Move{Kind: MovePlace, A: a, B: b}, err
	case "convert":
		if err = want(4); err != nil {
			return rules.Move{}, err
		}
		m, err := nums(MoveConvert, f[1:3])
		if err != nil {
			return m, err
		}
		switch f[3] {
		case "left":
		case "right":
			m.C = 1
		default:
			return rules.Move{}, fmt.Errorf("cannot read %q: the side is left or right", text)
		}
		return m, nil
	case "upgrade":
		if len(f) < 3 {
			return rules.Move{}, bad
		}
		h, err := num(f[1])
		if err != nil {
			return rules.Move{}, err
		}
		m := rules.Move{Kind: MoveUpgrade, A: h}
		switch f[2] {
		case "new":
			if err = want(3); err != nil {
				return rules.Move{}, err
			}
			return m, nil
		case "left", "right":
			if err = want(4); err != nil {
				return rules.Move{}, err
			}
			m.C = 1
			if f[2] == "right" {
				m.C = 2
			}
			m.B, err = num(f[3])
			return m, err
		case "join":
			if err = want(5); err != nil {
				return rules.Move{}, err
			}
			m.C = 3
			if m.B, err = num(f[3]); err != nil {
				return rules.Move{}, err
			}
			m.D, err = num(f[4])
			return m, err
		}
		return rules.Move{}, bad
	case "store":
		if err = want(5); err != nil || f[3] != "under" {
			return rules.Move{}, bad
		}
		m := rules.Move{Kind: MoveStore, A: -1}
		for i, w := range storeWords {
			if f[1] == w {
				m.A = int16(i)
			}
		}
		if m.A < 0 {
			return rules.Move{}, bad
		}
		if m.B, err = num(f[2]); err != nil {
			return rules.Move{}, err
		}
		m.C, err = num(f[4])
		return m, err
	}
	return rules.Move{}, bad
}

// refusal explains why m is not legal now.
func (s *State) refusal(m rules.Move) error {
	want := map[phase]string{
		phDraw: "take a Material card or say done", phAction: "choose an action",
		phPay: "pay for the Trade (pay, spend, convert, auto) or cancel it", phLeftover: "place the leftover materials",
		phEarn: "give Influence cards for the Landmark or cancel", phStore: "store a card or keep",
		phDiscard: "discard down to the hand limit", phSoloPick: "pick the first revealed card",
		phBoon: "choose a boon", phUpkeep: "settle the upkeep", phTalent: "cover a Talent row or keep",
		phSetupDiscard: "discard a card",
	}[s.phase]
	text := s.MoveText(m)
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return fmt.Errorf("%q is not a move of Desolated; now %s must %s", text, s.active, want)
	}
	if why := s.payRefusal(m); why != "" {
		return errors.New(why)
	}
	switch {
	case m.Kind == MoveStore && m.A == storeLandmark && s.phase == phStore && m.B >= 0 && m.B < int16(s.me().lmN) && m.B == m.C:
		return fmt.Errorf("a Landmark cannot be stored beneath itself")
	case m.Kind == MoveStore && m.A == storeLandmark && s.phase == phStore && m.B >= 0 && m.B < int16(s.me().lmN) && s.me().storedUnder(int(m.B)) > 0:
		return fmt.Errorf("a Landmark with cards stored beneath it cannot be stored itself")
	case m.Kind == MoveUpgrade && s.phase == phAction:
		return fmt.Errorf("that card cannot go there: link symbols must match on the touching edges")
	}
	return fmt.Errorf("%q is not possible now: %s must %s: %w", text, s.active, want, errIllegal)
}

// EventText describes e in words.
func (s *State) EventText(e rules.Event) string {
	who := e.Seat.String()
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("%s begins turn %d (round %d)", who, e.A, e.B)
	case EvDraw:
		return fmt.Sprintf("%s draws %s from the pile", who, matName(e.A))
	case EvTake:
		return fmt.Sprintf("%s takes %s from Material row slot %d", who, matName(e.B), e.A+1)
	case EvUpgrade:
		where := [4]string{"as a new group", fmt.Sprintf("at the left end of group %d", e.C+1),
			fmt.Sprintf("at the right end of group %d", e.C+1), fmt.Sprintf("joining groups %d and %d", e.C+1, e.D+1)}
		if e.B < 0 || e.B > 3 {
			return fmt.Sprintf("%s upgrades %s", who, matName(e.A))
		}
		return fmt.Sprintf("%s upgrades %s %s", who, matName(e.A), where[e.B])
	case EvTradeBegin:
		return fmt.Sprintf("%s begins a Trade for %s (slot %d)", who, inflName(e.B), e.A+1)
	case EvEarnBegin:
		return fmt.Sprintf("%s begins an Earn of %s (slot %d)", who, lmName(e.B), e.A+1)
	case EvHarvest:
		return fmt.Sprintf("%s harvests %s for %s", who, matName(e.A), plural(int(e.C), Material(e.B).String()+" token"))
	case EvPass:
		return who + " passes"
	case EvDrawEnd:
		if e.A == 0 {
			return who + " skips drawing"
		}
		return fmt.Sprintf("%s stops drawing at %s", who, plural(int(e.A), "card"))
	case EvPay:
		if e.B >= 0 && int(e.B) < AllMaterialCards && Materials[e.B].Kind == RareCard {
			return fmt.Sprintf("%s pays in %s as 1 %s", who, matName(e.B), Material(e.C))
		}
		return fmt.Sprintf("%s pays in %s", who, matName(e.B))
	case EvSpend:
		return fmt.Sprintf("%s spends a %s token", who, Material(e.A))
	case EvConvert:
		if e.A < 0 || e.B < 0 || int(e.A) >= AllMaterialCards || int(e.B) >= AllMaterialCards {
			return who + " converts"
		}
		a, b := Materials[e.A], Materials[e.B]
		pay, gain := a.Left, b.Right
		if e.C == 1 {
			pay, gain = a.Right, b.Left
		}
		return fmt.Sprintf("%s converts %s into %s (from %s to %s)", who, pay, gain, matName(e.A), matName(e.B))
	case EvAuto:
		return fmt.Sprintf("%s pays automatically in %s", who, plural(int(e.A), "step"))
	case EvTrade:
		return fmt.Sprintf("%s gains %s from Influence slot %d, with %s", who, inflName(e.B), e.A+1, plural(int(e.C), "token"))
	case EvLost:
		if e.A == 1 {
			return "1 leftover unit goes back to the supply"
		}
		return fmt.Sprintf("%d leftover units go back to the supply", e.A)
	case EvPlace:
		return fmt.Sprintf("%s places a %s token on %s (slot %d)", who, Material(e.A), inflName(e.C), e.B+1)
	case EvGive:
		return fmt.Sprintf("%s discards %s towards the Landmark", who, inflName(e.B))
	case EvEarn:
		return fmt.Sprintf("%s earns %s from Landmark slot %d (Landmark %d)", who, lmName(e.B), e.A+1, e.C)
	case EvCancel:
		return who + " calls off the payment"
	case EvStore:
		switch e.A {
		case storeInfl:
			return fmt.Sprintf("%s stores %s from its inventory beneath its Landmark %d", who, inflName(e.B), e.C+1)
		case storeLandmark:
			return fmt.Sprintf("%s stores %s from its inventory beneath its Landmark %d", who, lmName(e.B), e.C+1)
		case storeHand:
			return fmt.Sprintf("%s stores %s from its hand beneath its Landmark %d", who, matName(e.B), e.C+1)
		}
		return fmt.Sprintf("%s stores %s from its inventory beneath its Landmark %d", who, matName(e.B), e.C+1)
	case EvDiscard:
		return fmt.Sprintf("%s discards %s", who, matName(e.B))
	case EvRefill:
		switch e.A {
		case 0:
			return fmt.Sprintf("Material row slot %d: %s", e.B+1, matName(e.C))
		case 1:
			return fmt.Sprintf("Influence row slot %d: %s", e.B+1, inflName(e.C))
		}
		return fmt.Sprintf("Landmark row slot %d: %s", e.B+1, lmName(e.C))
	case EvReshuffle:
		kind := "Material"
		if e.A == 1 {
			kind = "Influence"
		}
		return fmt.Sprintf("the %s discards are shuffled into a new pile of %s", kind, plural(int(e.B), "card"))
	case EvFinalRound:
		why := map[int16]string{1: "a third Landmark", 2: "the Landmark row cannot be refilled", 3: "the engine's round guard (no rule of the game: round 60 at most)"}[e.A]
		return "the final round begins: " + why
	case EvLandmarkLost:
		return fmt.Sprintf("%s slides off the Landmark row and is lost", lmName(e.A))
	case EvReveal:
		if e.B < 0 {
			return fmt.Sprintf("revealed: %s", matName(e.A))
		}
		return fmt.Sprintf("revealed: %s and %s", matName(e.A), matName(e.B))
	case EvClear:
		if e.A == 1 {
			return fmt.Sprintf("%s leaves Influence slot %d", inflName(e.C), e.B+1)
		}
		return fmt.Sprintf("%s leaves Material slot %d", matName(e.C), e.B+1)
	case EvPick:
		return fmt.Sprintf("%s takes revealed card %d, %s", who, e.A+1, matName(e.B))
	case EvEnd:
		return fmt.Sprintf("%s ends with %s", who, plural(int(e.A), "point"))
	case EvBoon:
		return fmt.Sprintf("%s gains 1 %s for this turn from %s", who, Influence(e.B), lmName(e.A))
	case EvUpkeep:
		how := map[int16]string{0: "pays upkeep in tokens for", 1: "pays upkeep with a hand card for", 2: "releases"}[e.B]
		return fmt.Sprintf("%s %s %s", who, how, inflName(e.A))
	case EvCover:
		return fmt.Sprintf("%s covers Talent row %d with %s", who, e.B, matName(e.A))
	case EvTech:
		return fmt.Sprintf("%s places %s in its inventory", who, matName(e.A))
	case EvTechTurn:
		return fmt.Sprintf("%s turns %s and gains %d %s", who, matName(e.A), e.C, Material(e.B))
	case EvTechSpent:
		return fmt.Sprintf("%s discards %s, worn out", who, matName(e.A))
	case EvRelease:
		return fmt.Sprintf("%s releases %s for %s", who, matName(e.A), plural(int(e.B), "token"))
	case EvRareSpent:
		return fmt.Sprintf("%s discards %s after the conversion", who, matName(e.A))
	case EvCampaign:
		return fmt.Sprintf("%s's Campaign gives %d %s", who, e.B, Material(e.A))
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	p := rules.Prompt{Seat: s.active}
	switch s.phase {
	case phOver:
		return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
	case phDraw:
		p.Kind, p.Text = "draw", fmt.Sprintf("Take a Material card from the row or the pile (%d of 2 taken), or stop.", s.drawn)
	case phAction:
		p.Kind, p.Text = "action", "Choose an action: upgrade, trade, earn, harvest or pass."
		if s.solo && s.actionsLeft == 2 {
			p.Text = "Choose the first of two actions: upgrade, trade, earn, harvest or pass."
		}
	case phPay:
		p.Kind, p.Text = "pay", fmt.Sprintf("Pay %s: paid in so far, %s.", s.payCost(), s.pool)
		if s.pool.Units() == 0 {
			p.Text = fmt.Sprintf("Pay %s: nothing paid in yet.", s.payCost())
		}
	case phLeftover:
		p.Kind, p.Text = "leftover", fmt.Sprintf("Place the leftover %s on other Influence cards.", s.leftover)
	case phEarn:
		cost := Landmarks[s.lmRow[s.target]].Cost
		p.Kind, p.Text = "earn", fmt.Sprintf("Discard Influence for %s: given so far %s.", cost, s.sway)
	case phStore:
		p.Kind, p.Text = "store", "Store a card from your hand or inventory beneath a storage Landmark, or keep."
	case phDiscard:
		p.Kind, p.Text = "discard", fmt.Sprintf("Discard down to %d cards (%d in hand).", HandLimit, s.me().handN)
	case phBoon:
		lm := Landmarks[s.me().lm[s.boonAt]]
		p.Kind, p.Text = "boon", fmt.Sprintf("%s gives, this turn, 1 %s (boon 1) or 1 %s (boon 2).", lm.Name, lm.Boons[0], lm.Boons[1])
	case phUpkeep:
		f := Influences[s.me().infl[s.upkeepAt]]
		p.Kind, p.Text = "upkeep", fmt.Sprintf("%s needs its upkeep of %s: pay it or release the card.", f.Name, f.Upkeep)
	case phTalent:
		t := Talents[s.me().talent]
		p.Kind, p.Text = "talent", fmt.Sprintf("Cover the %s row of %s with a hand card, or keep.", t.Rows[s.me().coveredN], t.Name)
	case phSetupDiscard:
		p.Kind, p.Text = "setup-discard", "Discard a card from your hand before the game begins."
	case phSoloPick:
		p.Kind, p.Text = "pick", "Pick the first revealed card: it clears Influence cards that cost its material; the other clears the Material row of its material."
	}
	return p
}

// String renders the state as text: everything public, and what the state
// knows of hands and stored cards (call it on a view to see what a seat
// sees; hidden cards read "a hidden Material card").
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Desolated, %d seats, round %d, turn %d", s.seats, s.round, s.turn)
	if s.final {
		why := map[int8]string{finalThirdLandmark: "a third Landmark", finalLandmarksOut: "the Landmark row cannot be refilled", finalGuard: "the engine's round guard"}[s.finalWhy]
		b.WriteString(", final round (" + why + ")")
	}
	var on []string
	for _, k := range OptionKeys {
		if s.Option(k) {
			on = append(on, k)
		}
	}
	if len(on) > 0 {
		b.WriteString("\nIn play: " + strings.Join(on, ", "))
	}
	b.WriteString("\nMaterial row:")
	for i, id := range s.matRow {
		fmt.Fprintf(&b, "\n  %d. %s", i+1, cardLine(id))
	}
	fmt.Fprintf(&b, "\nMaterial pile %d, discards %d", s.matPileN, s.matDiscN)
	if s.matDiscN > 0 {
		fmt.Fprintf(&b, " (top: %s)", matName(s.matDisc[s.matDiscN-1]))
	}
	b.WriteString("\nInfluence row:")
	for i, id := range s.infRow {
		fmt.Fprintf(&b, "\n  %d. %s", i+1, inflLine(id))
		if t := s.rowTokens[i]; t.Units() > 0 {
			fmt.Fprintf(&b, ", tokens on it %s", t)
		}
	}
	fmt.Fprintf(&b, "\nInfluence pile %d, discards %d", s.infPileN, s.infDiscN)
	if s.infDiscN > 0 {
		fmt.Fprintf(&b, " (top: %s)", inflName(s.infDisc[s.infDiscN-1]))
	}
	b.WriteString("\nLandmark row:")
	for i, id := range s.lmRow {
		fmt.Fprintf(&b, "\n  %d. %s", i+1, lmLine(id))
	}
	fmt.Fprintf(&b, "\nLandmark pile %d, discards %d\nSupply: %s", s.lmPileN, s.lmDiscN, s.supply)
	for seat := range rules.Seat(s.seats) {
		s.writeSeat(&b, seat)
	}
	s.writeTurn(&b)
	fmt.Fprintf(&b, "\n%s: %s", s.Prompt().Seat, s.Prompt().Text)
	return b.String()
}

// writeSeat writes what seat holds.
func (s *State) writeSeat(b *strings.Builder, seat rules.Seat) {
	ss := &s.seat[seat]
	fmt.Fprintf(b, "\n%s (%s", seat, plural(s.Score(seat), "point"))
	if !s.solo && seat == s.first {
		b.WriteString(", first player")
	}
	b.WriteString("):")
	if ss.campaign >= 0 {
		c := Campaigns[ss.campaign]
		fmt.Fprintf(b, "\n  campaign: %s, gives 1 %s each Status phase", c.Name, c.Gives)
	}
	if ss.talent >= 0 {
		tl := Talents[ss.talent]
		fmt.Fprintf(b, "\n  talent: %s, rows bottom up %s, %s, %s, %s; %d covered, worth %d",
			tl.Name, tl.Rows[0], tl.Rows[1], tl.Rows[2], tl.Rows[3], ss.coveredN, tl.Values[ss.coveredN])
		if ss.coveredN < 4 {
			fmt.Fprintf(b, " (next row %s, worth %d)", tl.Rows[ss.coveredN], tl.Values[ss.coveredN+1])
		}
	}
	fmt.Fprintf(b, "\n  hand (%d):", ss.handN)
	for h, c := range ss.hand[:ss.handN] {
		line := matName(-1)
		if c.ID >= 0 {
			line = cardLine(c.ID)
		}
		fmt.Fprintf(b, "\n    %d. %s", h+1, line)
	}
	b.WriteString("\n  inventory:")
	if ss.invN == 0 {
		b.WriteString(" no Material cards")
	}
	gs, n := ss.groups()
	for g := range n {
		kind := "chain"
		if !Materials[ss.inv[gs[g].from]].Linkable() {
			kind = "lone card, no chain"
		}
		fmt.Fprintf(b, "\n    group %d (%s):", g+1, kind)
		for p := gs[g].from; p < gs[g].to; p++ {
			id := ss.inv[p]
			fmt.Fprintf(b, "\n      %d. %s", p+1, cardLine(id))
		}
	}
	for i := range ss.techN {
		fmt.Fprintf(b, "\n  advanced material %d: %s", i+1, techLine(ss.tech[i], ss.techTurn[i]))
	}
	fmt.Fprintf(b, "\n  tokens: %s", ss.tokens)
	for k, id := range ss.infl[:ss.inflN] {
		fmt.Fprintf(b, "\n  influence %d: %s", k+1, inflLine(id))
	}
	for k, id := range ss.lm[:ss.lmN] {
		fmt.Fprintf(b, "\n  landmark %d: %s", k+1, lmLine(id))
		if Landmarks[id].Storage {
			fmt.Fprintf(b, "; %s stored beneath it", plural(ss.storedUnder(k), "card"))
		}
	}
	for _, st := range ss.store[:ss.storeN] {
		fmt.Fprintf(b, "\n  stored beneath landmark %d: %s", st.Under+1, storedName(st))
	}
}

// writeTurn writes the state of the turn under way: a payment, an Earn,
// leftovers, influence for this turn, the solo step's cards.
func (s *State) writeTurn(b *strings.Builder) {
	if s.phase == phOver {
		return
	}
	if s.solo {
		fmt.Fprintf(b, "\nActions left this turn: %d", s.actionsLeft)
	}
	if s.tempSway.Total() > 0 {
		fmt.Fprintf(b, "\nInfluence for this turn: %s", s.tempSway)
	}
	switch s.phase {
	case phPay:
		what := inflName(s.infRow[s.target])
		if s.payLm {
			what = lmName(s.lmRow[s.target])
		}
		fmt.Fprintf(b, "\nPaying for %s: cost %s, pool %s", what, s.payCost(), s.pool)
		for _, id := range s.paid[:s.paidN] {
			fmt.Fprintf(b, "\n  paid in: %s", matName(id))
		}
	case phEarn:
		fmt.Fprintf(b, "\nEarning %s: cost %s, given %s", lmName(s.lmRow[s.target]), Landmarks[s.lmRow[s.target]].Cost, s.sway)
	case phLeftover:
		fmt.Fprintf(b, "\nLeftover to place: %s", s.leftover)
	case phSoloPick:
		for i, id := range s.reveal {
			if id >= 0 {
				fmt.Fprintf(b, "\nRevealed %d: %s", i+1, cardLine(id))
			}
		}
	}
}

// cardLine describes a Material card: its material value, link symbols and
// conversion (faces for an Advanced Material).
func cardLine(id int16) string {
	if id < 0 {
		return "empty"
	}
	if int(id) >= AllMaterialCards {
		return matName(-1)
	}
	c := Materials[id]
	switch c.Kind {
	case TechCard:
		return techLine(id, 0)
	case RareCard:
		return fmt.Sprintf("%s: %s<carries any conversion>%s, pays 1 unit of any material", matName(id), c.LeftLink, c.RightLink)
	case CharacterCard:
		return fmt.Sprintf("%s: %s<%s / %s>%s, released for %s", matName(id), c.LeftLink, c.Left, c.Right, c.RightLink, c.Payment())
	}
	return fmt.Sprintf("%s: %s<%s / %s>%s", matName(id), c.LeftLink, c.Left, c.Right, c.RightLink)
}

// techLine describes an Advanced Material that has turned turns times: the
// faces still to come.
func techLine(id int16, turns int8) string {
	c := Materials[id]
	var faces []string
	for f := turns; f < 4; f++ {
		if c.Faces[f].Units() == 0 {
			faces = append(faces, "discarded")
			break
		}
		faces = append(faces, c.Faces[f].String())
	}
	return fmt.Sprintf("%s, turned %s; gives at each Draw phase, in turn: %s", matName(id), plural(int(turns), "time"), strings.Join(faces, ", then "))
}

// inflLine describes an Influence card.
func inflLine(id int16) string {
	if id < 0 {
		return "empty"
	}
	if int(id) >= AllInfluenceCards {
		return inflName(-1)
	}
	f := Influences[id]
	if f.Advanced {
		return fmt.Sprintf("%s (advanced): free to trade for, gives %s, no points, upkeep %s each round", inflName(id), f.Sway, f.Upkeep)
	}
	return fmt.Sprintf("%s: costs %s, gives %s, %d VP", inflName(id), f.Cost, f.Sway, f.VP)
}

// lmLine describes a Landmark.
func lmLine(id int16) string {
	if id < 0 {
		return "empty"
	}
	if int(id) >= AllLandmarkCards {
		return lmName(-1)
	}
	l := Landmarks[id]
	if l.Advanced {
		gives := l.Boons[0].String()
		if l.BoonN == 2 {
			gives += " or " + l.Boons[1].String()
		}
		return fmt.Sprintf("%s (advanced): costs %s (materials), no points, no bonus, gives 1 %s each round", lmName(id), l.MatCost, gives)
	}
	text := fmt.Sprintf("%s: costs %s, %d VP, %s", lmName(id), l.Cost, l.VP, l.BonusText())
	if l.Storage {
		text += ", storage"
	}
	return text
}

// storedName names a stored card.
func storedName(st stored) string {
	switch st.Kind {
	case StoredInfluence:
		return inflName(st.ID)
	case StoredLandmark:
		return lmName(st.ID)
	}
	return matName(st.ID)
}

// plural writes n and a noun, the noun plural (an s added) unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
