package desolated

import (
	"starboard/rules"
	dr "starboard/rules/desolated"
)

// objKind is the kind of thing on screen a player taps.
type objKind uint8

const (
	objNone     objKind = iota
	objMatRow           // a: Material row slot
	objMatPile          //
	objInfRow           // a: Influence row slot
	objLmRow            // a: Landmark row slot
	objHand             // a: hand card
	objInv              // a: inventory position
	objInvSide          // a: inventory position, b: 0 left side, 1 right side
	objZone             // a: upgrade placement (C), b: group B, c: group D
	objToken            // a: material
	objMaterial         // a: material, chosen for a Rare card or a leftover
	objOwnInf           // a: Influence card of the inventory
	objOwnLm            // a: Landmark of the inventory
	objRevealed         // a: the solo step's revealed card
	objButton           // a: the button's move kind
	objChoice           // a: index of the move among the choices
)

// obj is one thing on screen that a step of a move names.
type obj struct {
	kind    objKind
	a, b, c int16
}

// path returns the taps that make move mv, in order: one or two objects.
// Moves with no place on the table get a choice button (objChoice, filled
// in by the caller).
func (t *Table) path(mv rules.Move) (first, second obj) {
	stage := t.prompt.Kind
	switch mv.Kind {
	case dr.MoveTake:
		if mv.A < 0 {
			return obj{kind: objMatPile}, obj{}
		}
		return obj{kind: objMatRow, a: mv.A}, obj{}
	case dr.MoveUpgrade:
		return obj{kind: objHand, a: mv.A}, obj{kind: objZone, a: mv.C, b: mv.B, c: mv.D}
	case dr.MoveTrade:
		return obj{kind: objInfRow, a: mv.A}, obj{}
	case dr.MoveEarn:
		if stage == "pay" {
			break
		}
		return obj{kind: objLmRow, a: mv.A}, obj{}
	case dr.MoveHarvest:
		if t.rareAt(mv.A) {
			return obj{kind: objInv, a: mv.A}, obj{kind: objMaterial, a: mv.B}
		}
		return obj{kind: objInv, a: mv.A}, obj{}
	case dr.MovePay:
		if t.rareInHand(mv.A) {
			return obj{kind: objHand, a: mv.A}, obj{kind: objMaterial, a: mv.B}
		}
		return obj{kind: objHand, a: mv.A}, obj{}
	case dr.MoveSpend:
		return obj{kind: objToken, a: mv.A}, obj{}
	case dr.MoveConvert:
		return obj{kind: objInvSide, a: mv.A, b: mv.C}, obj{kind: objInv, a: mv.B}
	case dr.MovePlace:
		return obj{kind: objInfRow, a: mv.B}, obj{kind: objMaterial, a: mv.A}
	case dr.MoveGive:
		return obj{kind: objOwnInf, a: mv.A}, obj{}
	case dr.MoveStore:
		switch mv.A {
		case 0:
			return obj{kind: objHand, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 1:
			return obj{kind: objInv, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 2:
			return obj{kind: objOwnInf, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		case 3:
			return obj{kind: objOwnLm, a: mv.B}, obj{kind: objOwnLm, a: mv.C}
		}
	case dr.MoveDiscard, dr.MoveCover:
		return obj{kind: objHand, a: mv.A}, obj{}
	case dr.MovePick:
		return obj{kind: objRevealed, a: mv.A}, obj{}
	case dr.MoveRelease:
		return obj{kind: objInv, a: mv.A}, obj{}
	case dr.MoveDone, dr.MovePass, dr.MoveAuto, dr.MoveCancel, dr.MoveKeep:
		return obj{kind: objButton, a: int16(mv.Kind)}, obj{}
	}
	return obj{kind: objChoice}, obj{}
}

// buttonLabel names the buttons of move kinds.
func buttonLabel(kind uint8, stage string) string {
	switch kind {
	case dr.MoveDone:
		return "Done drawing"
	case dr.MovePass:
		return "Pass"
	case dr.MoveAuto:
		if stage == "earn" {
			return "Give automatically"
		}
		return "Pay automatically"
	case dr.MoveCancel:
		return "Cancel"
	case dr.MoveKeep:
		return "Keep"
	}
	return "?"
}
