package seeders

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// Event kinds. Cards are ids; seats are numbers from 0.
const (
	EvTurn           uint8 = iota + 1 // game turn A begins
	EvOrder                           // Seat takes slot A of the turn order
	EvDeal                            // Seat is dealt card A (seen by Seat only)
	EvCommit                          // Seat chooses card A to discard (seen by Seat only)
	EvDiscard                         // Seat discards card A from hand
	EvReveal                          // card B is laid in Chamber A
	EvReplace                         // Seat's R&D Department discards card B of Chamber A; card C replaces it
	EvPlace                           // Seat places Negotiator A on Spot B: C cubes on its first Chamber, D on its second
	EvCubes                           // Seat moves D cubes of seat A from Chamber B to Chamber C
	EvWin                             // Seat wins card B of Chamber A with C cubes
	EvTie                             // card B of Chamber A is discarded on a tie
	EvReturn                          // Seat's Negotiator A goes home without upgrade
	EvUpgrade                         // Seat's Negotiator A becomes [B]-[C]
	EvNegotiatorPP                    // Seat's Negotiator A scores B points on the final turn
	EvRecycle                         // Seat recycles card A for B Resources
	EvIntegrate                       // Seat integrates card A (on Unit B, or -1) paying C
	EvGainPP                          // Seat gains A points from card B
	EvGainRes                         // Seat gains A Resources from card B
	EvToken                           // card A of Seat receives a Mutagen (B 0) or Jailer (B 1) token
	EvRecruit                         // Seat recruits Secondary Crew A into hand
	EvLost                            // an ability of Seat is lost: nothing to resolve
	EvDraw                            // Seat draws Ark card A (seen by Seat only)
	EvActivate                        // Seat uses card A
	EvSacrifice                       // Seat sacrifices card A
	EvDestroy                         // Seat destroys Unit A of seat B
	EvVacant                          // Crew A of Seat becomes Vacant
	EvVacantLost                      // Seat's Vacant Crew A is discarded
	EvRehost                          // Seat's Vacant Crew A joins Unit B
	EvSteal                           // Seat steals A Resources from seat B
	EvArchives                        // Seat takes Unit A from the Discard Pile
	EvMoveCrew                        // Seat moves Crew A to Unit B (in the Prestige phase A and B are seen by Seat only)
	EvSafe                            // Seat moves one Resource into (B 1) or out of (B -1) Safe A
	EvMutate                          // Seat turns the token of card A to make Crew B a Mutant
	EvJail                            // Seat jails Crew A of seat B
	EvFree                            // Seat frees prisoner A into hand
	EvEndIntegration                  // Seat ends its Integration phase
	EvPrestige                        // Seat scores A points: B Affinity, C Majority, D Safes, Hospitals and Ataraxium
	EvReshuffle                       // the Discard Pile becomes a new Ark pile of A cards
	EvGameOver                        // the game ends; Seat wins
	EvChoose                          // Seat picks card A from its draft pack (seen by Seat only until all have picked)
	EvPick                            // Seat lays card A, its draft pick, face down (seen by Seat only)
	EvPassCard                        // Seat passes card A of its draft pack to seat B (seen by Seat and seat B only)
	EvMorph                           // Seat takes its Negotiators in hand with Morphoplast A
	EvPlaceHidden                     // Seat places Negotiator A face down on Spot B, higher side first (C 0) or second (C 1); A and C seen by Seat only
	EvRevealHidden                    // Seat's face-down Negotiator on Spot B turns up: Negotiator A
	EvRearranged                      // once all have rearranged in secret: Seat's Crew A now stands in Unit B
	EvPay                             // Seat pays A Resources, D of them from its Safes, for the ability (C 0) or the Jailer token (C 1) of card B
)

var casteWords = [numCastes]string{"originals", "theocrats", "bio", "architeks", "core", "deviants"}

// cardName returns "Envoy #37", or "a card" for a hidden one.
func cardName(id int16) string {
	if id < 0 || int(id) >= NumCards {
		return "a card"
	}
	return cards[id].Name + " #" + strconv.Itoa(int(id))
}

func seatName(p int16) string { return rules.Seat(p).String() }

func negName(k int16) string {
	if k < 0 || k >= numCastes {
		return "a Negotiator"
	}
	return "the " + Caste(k).String() + " Negotiator"
}

// Kinds of the targets of an ability, as move texts write them.
const (
	tgCard        = iota // "#37", a card
	tgSeat               // "seat 2", a seat counted from 1
	tgChamber            // "chamber 4", a Chamber counted from 1
	tgFromChamber        // "from chamber 4"
	tgToChamber          // "to chamber 8"
)

// targetKinds returns the kinds of the targets a move using card id
// names, in argument order; nil when id is no card.
func targetKinds(id int16) []int {
	if id < 0 || int(id) >= NumCards {
		return nil
	}
	d := cards[id]
	if d.Trigger == OnSacrifice {
		// The sacrificed card comes first; the effects with a Sacrifice
		// cost need no other target.
		return []int{tgCard}
	}
	switch d.Effect {
	case DestroyUnit:
		return []int{tgCard}
	case Steal:
		return []int{tgSeat}
	case ReplaceCard:
		return []int{tgChamber}
	case MoveCubes:
		return []int{tgSeat, tgFromChamber, tgToChamber}
	}
	return nil
}

// targetText writes the targets args of a move using card id, each after
// a space, up to the first that is -1: cards as "#37", seats and Chambers
// counted from 1. A target the card does not name is a bare number.
func targetText(id int16, args ...int16) string {
	kinds := targetKinds(id)
	var b strings.Builder
	for i, v := range args {
		if v < 0 {
			break
		}
		b.WriteByte(' ')
		k := -1
		if i < len(kinds) {
			k = kinds[i]
		}
		switch k {
		case tgCard:
			b.WriteString("#" + strconv.Itoa(int(v)))
		case tgSeat:
			b.WriteString("seat " + strconv.Itoa(int(v)+1))
		case tgChamber:
			b.WriteString("chamber " + strconv.Itoa(int(v)+1))
		case tgFromChamber:
			b.WriteString("from chamber " + strconv.Itoa(int(v)+1))
		case tgToChamber:
			b.WriteString("to chamber " + strconv.Itoa(int(v)+1))
		default:
			b.WriteString(strconv.Itoa(int(v)))
		}
	}
	return b.String()
}

// readTargets reads the targets targetText writes: "#37" is card 37,
// "seat 2" and "chamber 2" (after "from" or "to" or not) are 1, a bare
// number is itself. A word it cannot read gives -9, which no move
// text reads back to.
func readTargets(f []string) []int16 {
	var t []int16
	for i := 0; i < len(f); i++ {
		w := f[i]
		if w == "from" || w == "to" {
			if i+1 == len(f) || f[i+1] != "chamber" {
				return append(t, -9)
			}
			i++
			w = f[i]
		}
		base, digits := 0, w
		switch {
		case w == "seat" || w == "chamber":
			if i+1 == len(f) {
				return append(t, -9)
			}
			i++
			base, digits = -1, f[i]
		case strings.HasPrefix(w, "#"):
			digits = w[1:]
		}
		n, err := strconv.Atoi(digits)
		if err != nil || n < 0 || n > 9999 {
			return append(t, -9)
		}
		t = append(t, int16(n+base))
	}
	return t
}

// MoveText returns the canonical text of m.
func (s *State) MoveText(m rules.Move) string {
	id := func(v int16) string { return "#" + strconv.Itoa(int(v)) }
	caste := func(v int16) string {
		if v < 0 || v >= numCastes {
			return "?"
		}
		return casteWords[v]
	}
	switch m.Kind {
	case mvOrder:
		return "slot " + strconv.Itoa(int(m.A)+1)
	case mvDiscard:
		return "discard " + id(m.A)
	case mvPick:
		return "pick " + id(m.A)
	case mvPass:
		return "pass"
	case mvPlace:
		side := "a"
		if m.C == 1 {
			side = "b"
		}
		if m.D == 1 {
			return fmt.Sprintf("place %s s%d %s hidden", caste(m.A), m.B+1, side)
		}
		return fmt.Sprintf("place %s s%d %s", caste(m.A), m.B+1, side)
	case mvReturn:
		return "return " + caste(m.A)
	case mvPath:
		if m.B == 1 {
			return "path " + caste(m.A) + " 2-2"
		}
		return "path " + caste(m.A) + " 3-1"
	case mvRecycle:
		return "recycle " + id(m.A)
	case mvIntegrate:
		t := "integrate " + id(m.A)
		if m.B >= 0 {
			t += " on " + id(m.B)
		}
		return t + targetText(m.A, m.C)
	case mvRehost:
		return "rehost " + id(m.A)
	case mvActivate:
		return "use " + id(m.A) + targetText(m.A, m.B, m.C, m.D)
	case mvMoveCrew:
		return "crew " + id(m.A) + " to " + id(m.B)
	case mvSafeIn:
		return "safe-in " + id(m.A)
	case mvSafeOut:
		return "safe-out " + id(m.A)
	case mvMutate:
		return "mutate " + id(m.B) + " with " + id(m.A)
	case mvJail:
		return "jail " + id(m.B) + " with " + id(m.A)
	case mvFree:
		return "free " + id(m.B) + " with " + id(m.A)
	}
	return fmt.Sprintf("move %d %d %d %d %d", m.Kind, m.A, m.B, m.C, m.D)
}

// ParseMove reads the canonical text of a move.
func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return rules.Move{}, errors.New("empty move")
	}
	m := mv(0, -1, -1, -1, -1)
	bad := errors.New("cannot read the move " + strconv.Quote(text))
	num := func(i int, prefix string) int16 {
		if i >= len(f) || !strings.HasPrefix(f[i], prefix) {
			bad = errors.New("cannot read the move " + strconv.Quote(text))
			return -9
		}
		n, err := strconv.Atoi(f[i][len(prefix):])
		if err != nil || n < 0 || n > 9999 {
			return -9
		}
		return int16(n)
	}
	caste := func(i int) int16 {
		if i < len(f) {
			for k, w := range casteWords {
				if w == f[i] {
					return int16(k)
				}
			}
		}
		return -9
	}
	switch f[0] {
	case "slot":
		m.Kind, m.A = mvOrder, num(1, "")-1
	case "discard":
		m.Kind, m.A = mvDiscard, num(1, "#")
	case "pick":
		m.Kind, m.A = mvPick, num(1, "#")
	case "pass":
		m.Kind = mvPass
	case "place":
		m.Kind, m.A, m.B, m.C = mvPlace, caste(1), num(2, "s")-1, 0
		if len(f) > 3 && f[3] == "b" {
			m.C = 1
		}
		if len(f) > 4 && f[4] == "hidden" {
			m.D = 1
		}
	case "return":
		m.Kind, m.A = mvReturn, caste(1)
	case "path":
		m.Kind, m.A, m.B = mvPath, caste(1), 0
		if len(f) > 2 && f[2] == "2-2" {
			m.B = 1
		}
	case "recycle":
		m.Kind, m.A = mvRecycle, num(1, "#")
	case "integrate":
		m.Kind, m.A = mvIntegrate, num(1, "#")
		i := 2
		if i < len(f) && f[i] == "on" {
			m.B = num(i+1, "#")
			i += 2
		}
		if t := readTargets(f[min(i, len(f)):]); len(t) == 1 {
			m.C = t[0]
		} else if len(t) > 1 {
			return rules.Move{}, bad
		}
	case "rehost":
		m.Kind, m.A = mvRehost, num(1, "#")
	case "use":
		m.Kind, m.A = mvActivate, num(1, "#")
		t := readTargets(f[min(2, len(f)):])
		if len(t) > 3 {
			return rules.Move{}, bad
		}
		for i, v := range t {
			m = setArg(m, i+1, v)
		}
	case "crew":
		m.Kind, m.A, m.B = mvMoveCrew, num(1, "#"), num(3, "#")
	case "safe-in":
		m.Kind, m.A = mvSafeIn, num(1, "#")
	case "safe-out":
		m.Kind, m.A = mvSafeOut, num(1, "#")
	case "mutate", "jail", "free":
		m.Kind = map[string]uint8{"mutate": mvMutate, "jail": mvJail, "free": mvFree}[f[0]]
		m.B, m.A = num(1, "#"), num(3, "#")
	default:
		return rules.Move{}, bad
	}
	if s.MoveText(m) != text {
		return rules.Move{}, bad
	}
	return m, nil
}

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	if s.phase == phOver {
		return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
	}
	seat := rules.Seat(s.acting())
	switch s.phase {
	case phOrder:
		return rules.Prompt{Seat: seat, Kind: "order", Text: "Choose your place in this turn's order."}
	case phDraft:
		return rules.Prompt{Seat: seat, Kind: "draft", Text: "Pick a card from your pack (kept secret; the rest passes on once all have picked)."}
	case phDiscard:
		return rules.Prompt{Seat: seat, Kind: "discard", Text: "Your hand is over the limit: choose a card to discard (kept secret until all have chosen)."}
	case phWindow:
		return rules.Prompt{Seat: seat, Kind: "window", Text: "Use your R&D Department on a card of the Wing of Whispers, or pass."}
	case phPlace:
		return rules.Prompt{Seat: seat, Kind: "place", Text: "Place a Negotiator on a free Spot (you may use abilities first)."}
	case phAfterPlace:
		return rules.Prompt{Seat: seat, Kind: "act", Text: "Use abilities of your Ark, or pass to end your turn."}
	case phReturn:
		return rules.Prompt{Seat: seat, Kind: "return", Text: "You won " + fmt.Sprint("Chamber ", s.resolving+1) + ": choose the Negotiator that goes home."}
	case phPath:
		return rules.Prompt{Seat: seat, Kind: "path", Text: "Upgrade " + negName(int16(s.pathNegotiator())) + " to [3]-[1] or [2]-[2]."}
	case phIntegrate:
		return rules.Prompt{Seat: seat, Kind: "integrate", Text: "Recycle, integrate, use abilities and move Crews; pass when done (keep at most one card)."}
	case phRehost:
		return rules.Prompt{Seat: seat, Kind: "rehost", Text: "Host your Vacant Crews in " + cardName(s.rehost) + ", or pass."}
	}
	return rules.Prompt{Seat: seat, Kind: "reorder", Text: "Rearrange your Crews among your Units (kept secret until all have), then pass."}
}

// EventText describes e.
func (s *State) EventText(e rules.Event) string {
	who := e.Seat.String()
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("Game turn %d begins.", e.A)
	case EvOrder:
		return fmt.Sprintf("%s plays in place %d this turn.", who, e.A+1)
	case EvDeal:
		return who + " is dealt " + cardName(e.A) + "."
	case EvChoose:
		return who + " picks " + cardName(e.A) + " from the pack."
	case EvCommit:
		return who + " chooses " + cardName(e.A) + " to discard."
	case EvDiscard:
		return who + " discards " + cardName(e.A) + "."
	case EvReveal:
		return fmt.Sprintf("%s is laid in Chamber %d.", cardName(e.B), e.A+1)
	case EvReplace:
		return fmt.Sprintf("%s's R&D Department discards %s from Chamber %d; %s takes its place.", who, cardName(e.B), e.A+1, cardName(e.C))
	case EvPlace:
		a, b := s.spots[e.B][0], s.spots[e.B][1]
		return fmt.Sprintf("%s places %s on Spot %d: %s by Chamber %d, %d by Chamber %d.", who, negName(e.A), e.B+1, plural(e.C, "cube"), a+1, e.D, b+1)
	case EvCubes:
		return fmt.Sprintf("%s moves %s of %s from Chamber %d to Chamber %d.", who, plural(e.D, "cube"), seatName(e.A), e.B+1, e.C+1)
	case EvWin:
		return fmt.Sprintf("%s wins %s in Chamber %d with %s.", who, cardName(e.B), e.A+1, plural(e.C, "cube"))
	case EvTie:
		return fmt.Sprintf("Chamber %d is tied: %s is discarded.", e.A+1, cardName(e.B))
	case EvReturn:
		return who + "'s " + strings.TrimPrefix(negName(e.A), "the ") + " goes home without upgrade."
	case EvUpgrade:
		return fmt.Sprintf("%s's %s becomes [%d]-[%d].", who, strings.TrimPrefix(negName(e.A), "the "), e.B, e.C)
	case EvNegotiatorPP:
		return fmt.Sprintf("%s's %s still on the board scores %s.", who, strings.TrimPrefix(negName(e.A), "the "), plural(e.B, "point"))
	case EvRecycle:
		return fmt.Sprintf("%s recycles %s for %s.", who, cardName(e.A), plural(e.B, "Resource"))
	case EvIntegrate:
		paid := plural(e.C, "Resource") + fromSafes(e.C, e.D)
		if e.B >= 0 {
			return fmt.Sprintf("%s integrates %s in %s, paying %s.", who, cardName(e.A), cardName(e.B), paid)
		}
		return fmt.Sprintf("%s integrates %s, paying %s.", who, cardName(e.A), paid)
	case EvPay:
		what := "to use " + cardName(e.B)
		if e.C == payJailer {
			what = "for the Jailer token of " + cardName(e.B)
		}
		return fmt.Sprintf("%s pays %s%s %s.", who, plural(e.A, "Resource"), fromSafes(e.A, e.D), what)
	case EvGainPP:
		return fmt.Sprintf("%s gains %s from %s.", who, plural(e.A, "Prestige point"), cardName(e.B))
	case EvGainRes:
		return fmt.Sprintf("%s gains %s from %s.", who, plural(e.A, "Resource"), cardName(e.B))
	case EvToken:
		return fmt.Sprintf("%s receives a %s token.", cardName(e.A), [2]string{"Mutagen", "Jailer"}[e.B&1])
	case EvRecruit:
		return who + " recruits " + cardName(e.A) + " into hand."
	case EvLost:
		return who + "'s ability is lost: there is nothing to resolve."
	case EvDraw:
		return who + " draws " + cardName(e.A) + "."
	case EvActivate:
		return who + " uses " + cardName(e.A) + "."
	case EvSacrifice:
		return who + " sacrifices " + cardName(e.A) + "."
	case EvDestroy:
		return fmt.Sprintf("%s destroys %s of %s.", who, cardName(e.A), seatName(e.B))
	case EvVacant:
		return who + "'s " + cardName(e.A) + " becomes Vacant."
	case EvVacantLost:
		return who + "'s Vacant " + cardName(e.A) + " is discarded."
	case EvRehost:
		return fmt.Sprintf("%s hosts Vacant %s in %s.", who, cardName(e.A), cardName(e.B))
	case EvSteal:
		return fmt.Sprintf("%s steals %s from %s.", who, plural(e.A, "Resource"), seatName(e.B))
	case EvArchives:
		return who + " takes " + cardName(e.A) + " from the Discard Pile."
	case EvMoveCrew:
		if e.A < 0 {
			return who + " rearranges their Ark in secret."
		}
		return fmt.Sprintf("%s moves %s to %s.", who, cardName(e.A), cardName(e.B))
	case EvRearranged:
		return fmt.Sprintf("%s has rearranged: %s in %s.", who, cardName(e.A), cardName(e.B))
	case EvSafe:
		if e.B > 0 {
			return fmt.Sprintf("%s puts a Resource in the Safe of %s.", who, cardName(e.A))
		}
		return fmt.Sprintf("%s takes a Resource out of the Safe of %s.", who, cardName(e.A))
	case EvMutate:
		return fmt.Sprintf("%s uses the Mutagen of %s: %s becomes a Mutant.", who, cardName(e.A), cardName(e.B))
	case EvJail:
		return fmt.Sprintf("%s jails %s of %s.", who, cardName(e.A), seatName(e.B))
	case EvFree:
		return who + " frees " + cardName(e.A) + " into hand."
	case EvEndIntegration:
		return who + " ends the Integration phase."
	case EvPrestige:
		return fmt.Sprintf("%s scores %s (Affinity %d, Majority %d, Safes, Hospitals and Ataraxium %d).", who, plural(e.A, "Prestige point"), e.B, e.C, e.D)
	case EvReshuffle:
		return fmt.Sprintf("The Discard Pile is shuffled into a new Ark pile of %d cards.", e.A)
	case EvPick:
		return who + " lays " + cardName(e.A) + " face down."
	case EvPassCard:
		return fmt.Sprintf("%s passes %s to %s.", who, cardName(e.A), seatName(e.B))
	case EvMorph:
		return who + " takes their Negotiators in hand with " + cardName(e.A) + "."
	case EvPlaceHidden:
		if e.A < 0 {
			return fmt.Sprintf("%s places a Negotiator face down on Spot %d.", who, e.B+1)
		}
		side := "first"
		if e.C == 1 {
			side = "second"
		}
		return fmt.Sprintf("%s places %s face down on Spot %d, its higher side to the %s Chamber.", who, negName(e.A), e.B+1, side)
	case EvRevealHidden:
		return fmt.Sprintf("%s's face-down Negotiator on Spot %d is %s.", who, e.B+1, negName(e.A))
	case EvGameOver:
		return "The game is over: " + who + " wins."
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// fromSafes says where a payment of n Resources came from when some came
// from Safes: " (1 from the Supply, 2 from Safes)"; "" otherwise.
func fromSafes(n, safes int16) string {
	switch {
	case safes <= 0:
		return ""
	case safes >= n:
		return " (all from Safes)"
	}
	return fmt.Sprintf(" (%d from the Supply, %d from Safes)", n-safes, safes)
}

// plural returns "1 cube", "3 cubes".
func plural(n int16, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(int(n)) + " " + noun + "s"
}
