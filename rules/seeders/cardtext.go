package seeders

import (
	"fmt"
	"strings"
)

// cardText writes the text of a card design in our words.
func cardText(d *Card) string {
	var parts []string
	if d.Castes&Mutagen != 0 {
		parts = append(parts, "Mutagen.")
	}
	if d.Castes&RecruitConvert != 0 {
		parts = append(parts, "Recruitment: Convert.")
	}
	if d.Castes&RecruitWorker != 0 {
		parts = append(parts, "Recruitment: Worker.")
	}
	if d.Castes&Jailer != 0 {
		parts = append(parts, "Jailer.")
	}
	if d.Castes&Safe != 0 {
		parts = append(parts, "Safe.")
	}
	if d.Castes&Hospital != 0 {
		parts = append(parts, "Hospital.")
	}
	var effect string
	switch d.Effect {
	case GainRes:
		effect = "gain " + plural(int16(d.N), "Resource")
	case GainPP:
		effect = "gain " + plural(int16(d.N), "Prestige point")
	case DrawArk:
		effect = "draw " + plural(int16(d.N), "Ark card")
	case RecruitPile:
		effect = "recruit a " + pileNames[d.N] + " into your hand"
	case DestroyUnit:
		effect = "destroy a Unit of another player"
	case Steal:
		effect = "take up to " + plural(int16(d.N), "Resource") + " from another player's Supply"
	case TakeLastUnit:
		effect = "take the last Unit of the Discard Pile into your hand"
	case ReplaceCard:
		effect = "discard a card of the Wing of Whispers and replace it with the top Ark card"
	case MoveCubes:
		effect = "move up to " + plural(int16(d.N), "cube") + " of one player from a Chamber to a Chamber holding only that player's cubes"
	case HideNegotiator:
		effect = "take your Negotiators in hand; you may place one face down, its cubes added on resolution"
	}
	switch d.Trigger {
	case OnIntegration:
		parts = append(parts, "Integration: "+effect+".")
	case OnActivation:
		t := "Activation"
		if d.TechCost > 0 {
			t += fmt.Sprintf(" (%d)", d.TechCost)
		}
		switch d.When {
		case Window:
			t += ", outside your turn before the first Negotiator is placed"
		case Negotiating:
			t += ", during your Negotiation turn"
		}
		parts = append(parts, t+": "+effect+".")
	case OnNatural:
		parts = append(parts, fmt.Sprintf("Natural (%d): %s.", d.TechCost, effect))
	case OnSacrifice:
		parts = append(parts, "Sacrifice a "+d.Sacrifice.String()+": "+effect+".")
	}
	switch d.Prestige {
	case Affinity:
		parts = append(parts, fmt.Sprintf("Affinity %s: %d per %s card you control.", d.Of, d.Points, d.Of))
	case Majority:
		parts = append(parts, fmt.Sprintf("Majority %s: %d if you control the most %s cards.", d.Of, d.Points, d.Of))
	case DiscardCrews:
		parts = append(parts, fmt.Sprintf("1 per %d Crew cards in the Discard Pile.", d.Points))
	}
	return strings.Join(parts, " ")
}
