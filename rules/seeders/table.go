package seeders

import (
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// This file writes the table as text (State.String), for the command
// line: everything the state holds that its seat may see, a line per card
// with the card's text.

// String renders the state as text: the prompt, the turn order and the
// supplies, then for every seat its Negotiators, hand, draft pack, Ark,
// Jail and Vacant Crews, then the Wing of Whispers, the Spots and the
// Discard Pile. A card reads as its name and number, Caste, kind, cost,
// recycling value, Prestige points on integration, its tokens and state
// in brackets and its text. In a View, what the seat may not see reads
// as hidden.
func (s *State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Seeders from Sereis: Exodus, game turn %d, move %d.\n", s.turn, s.steps+1)
	if p := s.Prompt(); p.Seat != rules.NoSeat {
		fmt.Fprintf(&b, "%s to act: %s\n", p.Seat, p.Text)
	} else {
		b.WriteString(p.Text + "\n")
	}
	b.WriteString("Turn order:")
	for i := int8(0); i < s.seats; i++ {
		if s.order[i] < 0 {
			fmt.Fprintf(&b, "  %d. (not chosen)", i+1)
		} else {
			fmt.Fprintf(&b, "  %d. %s", i+1, rules.Seat(s.order[i]))
		}
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "Supply: %s, %s; Secondary Crews: %d Workers, %d Converts, %d Priests; Ark pile: %s.\n",
		plural(int16(s.mutagen), "Mutagen token"), plural(int16(s.jailer), "Jailer token"),
		s.pileCount(Workers), s.pileCount(Converts), s.pileCount(Priests), plural(s.deckN, "card"))
	fmt.Fprintf(&b, "A card line: name and number, Caste, kind, cost, recycling value (turn: the game turn's number), Prestige points on integration, [tokens and state], text.\n")
	for p := int8(0); p < s.seats; p++ {
		b.WriteString("\n")
		s.writeSeat(&b, p)
	}
	b.WriteString("\n")
	s.writeWing(&b)
	b.WriteString("\n")
	fmt.Fprintf(&b, "Discard Pile, %s, the top one last:\n", plural(s.discardN, "card"))
	if s.discardN == 0 {
		b.WriteString("  (empty)\n")
	}
	for i := int16(0); i < s.discardN; i++ {
		b.WriteString("  " + s.cardLine(s.discard[i], "", "") + "\n")
	}
	return b.String()
}

// writeSeat writes what seat p has.
func (s *State) writeSeat(b *strings.Builder, p int8) {
	seat := rules.Seat(p)
	safes := s.wealth(p) - int(s.res[p])
	fmt.Fprintf(b, "%s: %s, %s in the Supply", seat, plural(s.pp[p], "Prestige point"), plural(s.res[p], "Resource"))
	if safes > 0 {
		fmt.Fprintf(b, " and %d in Safes", safes)
	}
	if i := s.posOf(p); i >= 0 {
		fmt.Fprintf(b, ", place %d in the turn order", i+1)
	}
	b.WriteString(".\n")
	b.WriteString("  Negotiators:")
	for k := int8(0); k < numCastes; k++ {
		n := s.neg[p][k]
		if k > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(b, " %s [%d]-[%d]", casteWords[k], n.hi, n.lo)
		switch {
		case n.spot >= 0 && s.hidCaste[p] == k:
			fmt.Fprintf(b, " face down on Spot %d", n.spot+1)
		case n.spot >= 0:
			fmt.Fprintf(b, " on Spot %d", n.spot+1)
		}
	}
	b.WriteString("\n")
	if s.hidSpot[p] >= 0 && s.hidCaste[p] < 0 {
		fmt.Fprintf(b, "  A Negotiator lies face down on Spot %d.\n", s.hidSpot[p]+1)
	}
	if s.morph[p] && s.hidSpot[p] < 0 {
		b.WriteString("  Negotiators in hand (Morphoplast): the next may be placed face down.\n")
	}
	s.writeCards(b, "Hand", s.hands[p][:s.handN[p]], s.phase == phDiscard, s.commit[p], "chosen to discard")
	if s.packN[p] > 0 {
		s.writeCards(b, "Draft pack", s.pack[p][:s.packN[p]], s.phase == phDraft, s.commit[p], "picked")
	}
	ark := s.arkOf(p)
	fmt.Fprintf(b, "  Ark, %s:\n", plural(int16(len(ark)), "card"))
	if len(ark) == 0 {
		b.WriteString("    (empty)\n")
	}
	shown := map[int16]bool{}
	for _, u := range ark {
		if !cards[u].Unit {
			continue
		}
		b.WriteString("    " + s.cardLine(u, "", s.tags(u)) + "\n")
		for _, c := range ark {
			if s.card[c].host == u {
				b.WriteString("    " + s.cardLine(c, "  ", s.tags(c)) + "\n")
				shown[c] = true
			}
		}
	}
	for _, c := range ark {
		if !cards[c].Unit && !shown[c] {
			b.WriteString("    " + s.cardLine(c, "", s.tags(c)) + "\n")
		}
	}
	var jail, vacant []int16
	for id := int16(0); id < NumCards; id++ {
		if c := &s.card[id]; c.owner == p && c.loc == locJail {
			jail = append(jail, id)
		} else if c.owner == p && c.loc == locVacant {
			vacant = append(vacant, id)
		}
	}
	fmt.Fprintf(b, "  Jail, %s:\n", plural(int16(len(jail)), "prisoner"))
	for _, id := range jail {
		b.WriteString("    " + s.cardLine(id, "", "") + "\n")
	}
	if len(vacant) > 0 {
		fmt.Fprintf(b, "  Vacant Crews, %d:\n", len(vacant))
		for _, id := range vacant {
			b.WriteString("    " + s.cardLine(id, "", s.tags(id)) + "\n")
		}
	}
}

// writeCards writes a hand or a draft pack: the cards the state knows,
// then how many are hidden. When choosing is set, slot commit (an index
// in cards) is marked with mark, or said to be chosen in secret.
func (s *State) writeCards(b *strings.Builder, title string, hs []handCard, choosing bool, commit int8, mark string) {
	fmt.Fprintf(b, "  %s, %s:\n", title, plural(int16(len(hs)), "card"))
	if len(hs) == 0 {
		b.WriteString("    (empty)\n")
	}
	hidden := 0
	for j, h := range hs {
		if h.id < 0 {
			hidden++
			continue
		}
		tag := ""
		if choosing && int(commit) == j {
			tag = mark
		}
		b.WriteString("    " + s.cardLine(h.id, "", tag) + "\n")
	}
	if hidden > 0 {
		fmt.Fprintf(b, "    %s, hidden\n", plural(int16(hidden), "card"))
	}
	if choosing && commit == commitHid {
		fmt.Fprintf(b, "    (one is %s, in secret)\n", mark)
	}
}

// writeWing writes the Chambers with their cards and cubes, then the
// Spots and the Negotiators on them.
func (s *State) writeWing(b *strings.Builder) {
	var seats []string
	for p := int8(0); p < s.seats; p++ {
		seats = append(seats, strconv.Itoa(int(p)+1))
	}
	fmt.Fprintf(b, "Wing of Whispers, %s, the Chambers in the order they resolve (cubes of seats %s):\n",
		boardFor(int(s.seats), string(s.area)).Name, strings.Join(seats, ", "))
	for c := int8(0); c < Chambers; c++ {
		var cubes []string
		for p := int8(0); p < s.seats; p++ {
			cubes = append(cubes, fmt.Sprintf("%2d", s.cubes[c][p]))
		}
		card := "empty"
		if id := s.chamber[c]; id >= 0 {
			card = s.cardLine(id, "", "")
		}
		fmt.Fprintf(b, "  Chamber %2d  cubes %s   %s\n", c+1, strings.Join(cubes, " "), card)
	}
	b.WriteString("Spots, each between two Chambers (a Negotiator's first number goes to the first Chamber, or to the second with side b):\n")
	for sp := int8(0); sp < s.nspots; sp++ {
		holder := "free"
		if v := s.spotNeg[sp]; v >= 0 {
			p, k := v/8, v%8
			holder = rules.Seat(p).String() + ", face down"
			if k == 7 {
				k = s.hidCaste[p]
			}
			if k >= 0 && k < numCastes {
				n := s.neg[p][k]
				holder = fmt.Sprintf("%s, %s [%d]-[%d]", rules.Seat(p), casteWords[k], n.hi, n.lo)
				if v%8 == 7 {
					holder += " face down"
				}
			}
		}
		fmt.Fprintf(b, "  Spot %2d  Chambers %2d and %2d  %s\n", sp+1, s.spots[sp][0]+1, s.spots[sp][1]+1, holder)
	}
}

// tags lists the tokens and state of card id in play: Safe contents,
// tokens, rotation, Vacancy.
func (s *State) tags(id int16) string {
	c := &s.card[id]
	var t []string
	if c.rotated {
		t = append(t, "rotated: used this turn")
	}
	if c.mutagen {
		t = append(t, "Mutagen token")
	}
	if c.mutant {
		t = append(t, "Mutant")
	}
	if c.jailer {
		t = append(t, "Jailer token")
	}
	if cards[id].Castes&Safe != 0 {
		t = append(t, "Safe holds "+plural(int16(c.safe), "Resource"))
	}
	if cards[id].Unit {
		t = append(t, "hosts "+plural(int16(c.crews), "Crew"))
	}
	if c.loc == locVacant {
		t = append(t, fmt.Sprintf("Vacant: discarded at the end of %s's Integration on turn %d", rules.Seat(c.owner), c.vacantUntil))
	}
	return strings.Join(t, "; ")
}

// cardLine writes card id on one line, its columns aligned: name and
// number after indent (a Crew under its Unit), Caste, Unit or Crew, cost, recycling value, Prestige points on
// integration, the tags in brackets if any, and the card's text.
func (s *State) cardLine(id int16, indent, tags string) string {
	if id < 0 || int(id) >= NumCards {
		return "a hidden card"
	}
	d := cards[id]
	kind := "Crew"
	if d.Unit {
		kind = "Unit"
	}
	rec := strconv.Itoa(d.Recycle)
	if d.Recycle == 0 {
		rec = "turn"
	}
	pp := ""
	if d.PP > 0 {
		pp = fmt.Sprintf("+%d PP", d.PP)
	}
	text := d.Text
	if text == "" {
		text = "(no ability)"
	}
	if tags != "" {
		text = "[" + tags + "] " + text
	}
	return fmt.Sprintf("%-30s %-14s %s  cost %d  recycle %-4s  %-5s  %s", indent+cardName(id), d.Caste, kind, d.Cost, rec, pp, text)
}
