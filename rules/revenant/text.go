package revenant

import (
	"fmt"
	"strings"

	"starboard/rules"
)

// Event kinds.
const (
	EvSide = iota + 1
	EvSpec
	EvAgenda
	EvStart
	EvDraft
	EvCorruptShip
	EvHIDraw
	EvHIKeep
	EvCardDraw
	EvDeckPick
	EvDiscard
	EvReshuffle
	EvRound
	EvAssign
	EvInfluence
	EvReward
	EvShipMove
	EvFrigateMove
	EvAction
	EvGain
	EvPay
	EvTactics
	EvVoidDestroyed
	EvLand
	EvPlanet
	EvAbsorber
	EvCorruption
	EvOverflow
	EvCleanse
	EvLock
	EvData
	EvJumpEnabled
	EvSonarDiscard
	EvColonyDiscard
	EvDeploy
	EvPromote
	EvPlay
	EvBonus
	EvClone
	EvRepair
	EvRecall
	EvFirst
	EvAttack
	EvDamage
	EvDestroyed
	EvRevenantHit
	EvTile
	EvJump
	EvSonarPlace
	EvSonarReveal
	EvSpawn
	EvColonyReveal
	EvColony
	EvVoidRemoved
	EvFront
	EvReveal
	EvHIReveal
	EvGameOver
	EvAutoma
	EvNoSpace
	EvBuild
	EvReplace
	EvTacticsLost   // a Damage tile lowers a seat's Tactics: A the step now, B the steps lost
	EvDataLost      // a Damage tile loses Data cubes: A on the Revenant, B on Planets
	EvResourceLost  // a Damage tile takes a seat's tokens: A the Resource, B how many
	EvVoidArrive    // a Damage tile adds Voidborn at a Rift: A the Sector, B how many
	EvJumpCancelled // a Damage tile disables the Hyperjump: A 1 if it was enabled
)

// Prompt returns the current question.
func (s *State) Prompt() rules.Prompt {
	if s.phase == phOver {
		return rules.Prompt{Seat: rules.NoSeat, Kind: "over", Text: "The game is over."}
	}
	return rules.Prompt{Seat: rules.Seat(s.who), Kind: askNames[s.ask], Text: askTexts[s.ask]}
}

var askTexts = [numAsks]string{
	"Choose the side of your Crew board.",
	"Choose your Captain's specialization.",
	"Keep one of your two Hidden Agendas.",
	"Choose where your Frigate starts.",
	"Take a House card: +1 Influence there, and its Arkship takes a Damage.",
	"Choose the deck of your next Improvement card.",
	"Discard down to 8 Improvement cards.",
	"Place a Crew figure on a free action space of a ship on the map.",
	"Move the ship one Sector, or stay.",
	"Choose the action to resolve.",
	"Choose the Planet action: Mining, or the corrupted one.",
	"Discard a face-up Sonar card (Colony cards in round 4).",
	"Choose the ship to deploy.",
	"Choose the Sector to deploy it in.",
	"Move a small ship to an adjacent Sector, or finish.",
	"Play an Improvement card for one Resource less, or finish.",
	"Pay a Material to remove a Damage, or finish.",
	"Discard an Improvement card to Clone.",
	"Choose the occupied ship whose action you clone.",
	"Choose your bonus action.",
	"Remove another Corruption, or finish.",
	"Move your Frigate, or finish.",
	"Reveal your Hidden Agenda now, or keep it hidden.",
	"Choose the first player of the next round.",
	"Choose the ship that takes the next Damage.",
	"Choose the ship the Rift corrupts.",
	"Remove a Voidborn, move a ship to the front of its line, or finish.",
	"Your Compartments are full: choose a Resource token to lock away.",
	"Place the Corruption on a Compartment.",
	"Keep one of the Hidden Influence cards drawn.",
	"Choose a House to gain 1 Influence with.",
	"Choose the Sector of the Absorber.",
	"Remove a Corruption from your board or a ship.",
	"Remove a Corruption from your board.",
	"Choose a Resource to gain.",
	"Choose a Sector to destroy a Voidborn in.",
	"Remove a Damage from a ship.",
	"Move your Frigate, or finish.",
	"Discard a Hidden Influence card to build a ship of its House, or finish.",
	"Choose the Sector of the ship built.",
}

// shipName names ship id.
func shipName(id int16) string {
	if id == revenantTarget {
		return "the Revenant"
	}
	if id < 0 || int(id) >= NumShips {
		return "a ship"
	}
	return "the " + HouseNames[ShipHouse(int(id))] + " " + KindNames[ShipKind(int(id))]
}

func spaceName(sp int16) string {
	switch {
	case sp < NumShips:
		return shipName(sp)
	case sp == SpaceHyperjump:
		return "the Revenant's Hyperjump space"
	case sp == SpaceDeploy:
		return "the Revenant's Deploy space"
	}
	return "their own Frigate"
}

func sectorName(x int16) string {
	if x < 0 || int(x) >= NumSectors {
		return "a Sector"
	}
	return SectorNames[x]
}

func house(h int16) string {
	if h < 0 || int(h) >= NumHouses {
		return "a hidden House"
	}
	return HouseNames[h]
}

func cardName(c int16) string {
	if c < 0 || int(c) >= NumCards {
		return "a card"
	}
	return Cards[c].Name + " (" + CardKindNames[Cards[c].Kind] + ", " + HouseNames[Cards[c].House] + ")"
}

var figNames = [3]string{"the Captain", "the first Cadet", "the second Cadet"}

// EventText describes e in words.
func (s *State) EventText(e rules.Event) string {
	who := e.Seat.String()
	switch e.Kind {
	case EvSide:
		return fmt.Sprintf("%s turns the Crew board to side %c", who, 'A'+rune(e.A))
	case EvSpec:
		return fmt.Sprintf("%s's Captain is a %s", who, SpecNames[e.A])
	case EvAgenda:
		if e.A < 0 {
			return who + " keeps a Hidden Agenda"
		}
		return fmt.Sprintf("%s keeps the Hidden Agenda %s", who, Agendas[e.A].Name)
	case EvStart:
		return fmt.Sprintf("%s's Frigate starts in %s", who, sectorName(e.A))
	case EvDraft:
		return fmt.Sprintf("%s takes the %s card: +1 Influence, and the %s Arkship takes a Damage", who, house(e.A), house(e.A))
	case EvCorruptShip:
		if e.Seat == rules.NoSeat {
			return shipName(e.A) + " is corrupted"
		}
		return fmt.Sprintf("%s lets the Rift corrupt %s", who, shipName(e.A))
	case EvHIDraw:
		if e.A == rules.Unknown {
			return who + " draws Hidden Influence cards"
		}
		var hs []string
		for _, h := range [4]int16{e.A, e.B, e.C, e.D} {
			if h >= 0 {
				hs = append(hs, house(h))
			}
		}
		return fmt.Sprintf("%s draws Hidden Influence: %s", who, strings.Join(hs, ", "))
	case EvHIKeep:
		return fmt.Sprintf("%s keeps a Hidden Influence card of %s", who, house(e.A))
	case EvCardDraw:
		if e.A < 0 {
			return fmt.Sprintf("%s draws a %s card", who, CardKindNames[e.B])
		}
		return fmt.Sprintf("%s draws %s", who, cardName(e.A))
	case EvDeckPick:
		return fmt.Sprintf("%s will draw from the %s deck", who, CardKindNames[e.A])
	case EvDiscard:
		return fmt.Sprintf("%s discards %s", who, cardName(e.A))
	case EvReshuffle:
		return fmt.Sprintf("the %s discards are shuffled into a new deck", CardKindNames[e.A])
	case EvRound:
		return fmt.Sprintf("round %d begins", e.A)
	case EvAssign:
		return fmt.Sprintf("%s places %s on %s", who, figNames[e.A], spaceName(e.B))
	case EvInfluence:
		return fmt.Sprintf("%s reaches %d Influence with %s", who, e.B, house(e.A))
	case EvReward:
		return fmt.Sprintf("%s takes %s from the %s track", who, RewardNames[e.B], house(e.A))
	case EvShipMove:
		return fmt.Sprintf("%s moves %s from %s to %s", who, shipName(e.A), sectorName(e.B), sectorName(e.C))
	case EvFrigateMove:
		return fmt.Sprintf("%s moves the Frigate from %s to %s", who, sectorName(e.A), sectorName(e.B))
	case EvAction:
		return fmt.Sprintf("%s resolves %s", who, ActNames[e.A])
	case EvGain:
		return fmt.Sprintf("%s gains %d %s", who, e.B, ResourceNames[e.A])
	case EvPay:
		return fmt.Sprintf("%s pays %d Energy, %d Material, %d Science, %d Neutronium", who, e.A, e.B, e.C, e.D)
	case EvTactics:
		return fmt.Sprintf("%s reaches %d on the Tactics track", who, e.A)
	case EvVoidDestroyed:
		return fmt.Sprintf("%s destroys %d Voidborn in %s", who, e.B, sectorName(e.A))
	case EvLand:
		return fmt.Sprintf("%s lands on the Planet %s in %s", who, Planets[e.B].Name, sectorName(e.A))
	case EvPlanet:
		return fmt.Sprintf("%s takes the %s action of %s", who, [2]string{"Mining", "corrupted"}[e.B], Planets[e.A].Name)
	case EvAbsorber:
		return fmt.Sprintf("%s adds an Absorber to %s", who, sectorName(e.A))
	case EvCorruption:
		return fmt.Sprintf("%s gains a Corruption on the %s Compartment", who, BonusNames[e.A])
	case EvOverflow:
		return who + " has no Compartment left for a Corruption: it will cost 2 VP"
	case EvCleanse:
		if e.A < NumCompartments {
			return fmt.Sprintf("%s removes the Corruption of the %s Compartment", who, BonusNames[e.A])
		}
		return fmt.Sprintf("%s removes the Corruption of %s", who, shipName(e.A-10))
	case EvLock:
		return fmt.Sprintf("%s locks a %s token in a corrupted Compartment", who, ResourceNames[e.A])
	case EvData:
		return fmt.Sprintf("%s now holds %d Discovery Data cubes", who, e.A)
	case EvJumpEnabled:
		return who + " fuels the Revenant: the Hyperjump is enabled"
	case EvSonarDiscard:
		return fmt.Sprintf("%s discards the Sonar card %s", who, Sonars[e.A].Name)
	case EvColonyDiscard:
		return fmt.Sprintf("%s discards the Colony card %s", who, Colonies[e.A].Name)
	case EvDeploy:
		if e.Seat == rules.NoSeat {
			return fmt.Sprintf("%s arrives in %s", shipName(e.A), sectorName(e.B))
		}
		return fmt.Sprintf("%s deploys %s in %s", who, shipName(e.A), sectorName(e.B))
	case EvPromote:
		return fmt.Sprintf("%s's Captain rises to level %d", who, e.A+1)
	case EvPlay:
		if e.B >= 0 && Cards[e.A].Kind == Training {
			return fmt.Sprintf("%s plays %s on %s", who, cardName(e.A), figNames[e.B+1])
		}
		return fmt.Sprintf("%s plays %s", who, cardName(e.A))
	case EvBonus:
		return fmt.Sprintf("%s takes the %s bonus action", who, BonusNames[e.A])
	case EvClone:
		return fmt.Sprintf("%s clones the action of %s", who, spaceName(e.A))
	case EvRepair:
		return fmt.Sprintf("%s removes a Damage from %s", who, shipName(e.A))
	case EvRecall:
		return "Recall: Crew figures return, landed ships take off"
	case EvFirst:
		return fmt.Sprintf("%s chooses %s as the first player", who, rules.Seat(e.A))
	case EvAttack:
		return fmt.Sprintf("Breach: %d Voidborn attack %s, %d Damage after Absorbers, %s decides", e.B, sectorName(e.A), e.C, deciderName(e.Seat))
	case EvDamage:
		return fmt.Sprintf("%s takes a Damage (%d)", shipName(e.A), e.B)
	case EvDestroyed:
		return shipName(e.A) + " is destroyed"
	case EvRevenantHit:
		return fmt.Sprintf("the Revenant takes a Damage (%d)", e.A)
	case EvTile:
		return fmt.Sprintf("the Revenant is full of Damage: the tile %s resolves (%s)", Tiles[e.A].Name, tileText(Tiles[e.A].Effect))
	case EvTacticsLost:
		if e.B == 0 {
			return fmt.Sprintf("%s stays at %d on the Tactics track, its Captain's floor", who, e.A)
		}
		return fmt.Sprintf("%s drops %d on the Tactics track, to %d", who, e.B, e.A)
	case EvDataLost:
		return fmt.Sprintf("the Data cubes are lost: %s on the Revenant, %s on Planets", count(e.A, "cube", "cubes"), count(e.B, "cube", "cubes"))
	case EvResourceLost:
		if e.B == 0 {
			return fmt.Sprintf("%s has no %s to lose", who, ResourceNames[e.A])
		}
		return fmt.Sprintf("%s loses %d %s", who, e.B, ResourceNames[e.A])
	case EvVoidArrive:
		verb := "arrive"
		if e.B == 1 {
			verb = "arrives"
		}
		return fmt.Sprintf("%s %s at the Rift in %s", count(e.B, "Voidborn", "Voidborn"), verb, sectorName(e.A))
	case EvJumpCancelled:
		if e.A == 0 {
			return "no Hyperjump was enabled, so the drive damage changes nothing"
		}
		return "the Hyperjump marker turns back to Disabled: the Revenant will not jump this round"
	case EvJump:
		return "Hyperjump: the fleet leaves the Voidborn, Planets and Rifts behind"
	case EvSonarPlace:
		return fmt.Sprintf("the Sonar card %s shows the new position", Sonars[e.A].Name)
	case EvSonarReveal:
		var names []string
		for _, c := range [2]int16{e.A, e.B} {
			if c >= 0 {
				names = append(names, Sonars[c].Name)
			}
		}
		return "face-up Sonar cards: " + strings.Join(names, " and ")
	case EvSpawn:
		var parts []string
		if e.B > 0 {
			parts = append(parts, fmt.Sprintf("%d Voidborn there", e.B))
		}
		for _, side := range [2][2]int16{{e.C, (e.A + NumRing - 1) % NumRing}, {e.D, (e.A + 1) % NumRing}} {
			if side[0] > 0 {
				parts = append(parts, fmt.Sprintf("%d Voidborn in %s", side[0], sectorName(side[1])))
			}
		}
		if len(parts) == 0 {
			return fmt.Sprintf("the Rift in %s spawns no Voidborn", sectorName(e.A))
		}
		last := len(parts) - 1
		if last > 0 {
			parts[last-1] += " and " + parts[last]
			parts = parts[:last]
		}
		return fmt.Sprintf("the Rift in %s spawns %s", sectorName(e.A), strings.Join(parts, ", "))
	case EvColonyReveal:
		var names []string
		for _, c := range [2]int16{e.A, e.B} {
			if c >= 0 {
				names = append(names, Colonies[c].Name+" ("+HouseNames[Colonies[c].House]+": "+ColonyText[Colonies[c].Condition]+")")
			}
		}
		return "the Colony cards: " + strings.Join(names, " and ")
	case EvColony:
		return fmt.Sprintf("the fleet reaches %s: +1 Power for %s", Colonies[e.A].Name, HouseNames[Colonies[e.A].House])
	case EvVoidRemoved:
		return fmt.Sprintf("%s removes a Voidborn from %s", who, sectorName(e.A))
	case EvFront:
		return fmt.Sprintf("%s moves %s to the front of its line", who, shipName(e.A))
	case EvReveal:
		return fmt.Sprintf("%s reveals the Hidden Agenda %s: %d objectives met", who, Agendas[e.A].Name, (e.B&1)+(e.B>>1&1)+(e.B>>2&1))
	case EvHIReveal:
		return fmt.Sprintf("%s reveals %d Hidden Influence cards", who, e.A)
	case EvGameOver:
		return "the game is over"
	case EvAutoma:
		return automaText(e)
	case EvBuild:
		return fmt.Sprintf("%s discards a Hidden Influence card of %s to build %s", who, HouseNames[ShipHouse(int(e.A))], shipName(e.A))
	case EvReplace:
		return fmt.Sprintf("%s replaces %s with %s", who, shipName(e.B), shipName(e.A))
	case EvNoSpace:
		return who + " finds no free action space and goes on to the bonus action"
	}
	return "?"
}

// count writes n things: "no Voidborn", "1 cube", "3 cubes".
func count(n int16, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// tileText says what a Revenant Damage tile's effect does.
func tileText(e effect) string {
	switch e.op {
	case opLoseTac:
		return fmt.Sprintf("every seat drops %d on the Tactics track, not below its Captain's floor", e.n)
	case opDataLoss:
		return "the Data cubes on the Revenant and on the Planets are lost"
	case opLoseRes:
		return fmt.Sprintf("every seat loses %d %s", e.n, ResourceNames[e.arg])
	case opVoid:
		if e.n == 1 {
			return "1 more Voidborn arrives at every Rift"
		}
		return fmt.Sprintf("%d more Voidborn arrive at every Rift", e.n)
	case opDisable:
		return "an enabled Hyperjump is cancelled"
	case opCorrupt:
		return fmt.Sprintf("every seat gains %d Corruption", e.n)
	case opHitArks:
		return fmt.Sprintf("every Arkship on the map takes %d Damage", e.n)
	}
	return "no effect"
}

func deciderName(s rules.Seat) string {
	if s == rules.NoSeat {
		return "the Corrupted Crew"
	}
	return s.String()
}

// automaText explains a step of the Corrupted Crew.
func automaText(e rules.Event) string {
	switch e.A {
	case autoReveal:
		return fmt.Sprintf("Corrupted Crew: reveals a Corrupted House card of %s", house(e.B))
	case autoTarget:
		if e.C < 0 {
			return fmt.Sprintf("Corrupted Crew: the marker moves to the %s card; no free %s space for %s", SoloNames[e.B], SoloNames[e.B], house(e.D))
		}
		return fmt.Sprintf("Corrupted Crew: the marker moves to the %s card; %s is free", SoloNames[e.B], spaceName(e.C))
	case autoPlace:
		return fmt.Sprintf("Corrupted Crew: places %s on %s", [3]string{"the Harbinger", "a Follower", "a Follower"}[e.C], spaceName(e.B))
	case autoTacticsBonus:
		return fmt.Sprintf("Corrupted Crew: two tries failed, the marker reaches the Tactics Bonus tile: Tactics %d", e.B)
	case autoInfluence:
		return fmt.Sprintf("Corrupted Crew: advances to %d Influence with %s", e.C, house(e.B))
	case autoRewardGone:
		return fmt.Sprintf("Corrupted Crew: reaches step %d of %s first, the reward is removed", e.C, house(e.B))
	case autoHarbinger:
		return fmt.Sprintf("Corrupted Crew (hard): the Harbinger corrupts %s", shipName(e.B))
	case autoHarbingerTac:
		return fmt.Sprintf("Corrupted Crew (hard): the Harbinger's ship cannot take Corruption, Tactics %d instead", e.B)
	case autoDropship:
		return fmt.Sprintf("Corrupted Crew: %s flies to the nearest free Planet, in %s", shipName(e.B), sectorName(e.C))
	case autoJump:
		return "Corrupted Crew: holds both Revenant spaces, so it enables the Hyperjump and deploys"
	case autoDeploy:
		why := "from the Revenant, to the lowest Sector with room"
		if e.D == 1 {
			why = "from the Tactics track, to the Sector with fewest Voidborn"
		}
		return fmt.Sprintf("Corrupted Crew: deploys %s in %s (%s, for the House it favours most)", shipName(e.B), sectorName(e.C), why)
	case autoNoDeploy:
		return "Corrupted Crew: no ship to deploy, the Deploy is skipped"
	case autoSonar:
		return fmt.Sprintf("Corrupted Crew: discards the Sonar card %s (its Civilian ship's House has less of their Influence)", Sonars[e.B].Name)
	case autoColony:
		return fmt.Sprintf("Corrupted Crew: discards the Colony card %s (its House has less of their Influence)", Colonies[e.B].Name)
	case autoDamage:
		return fmt.Sprintf("Corrupted Crew: the Damage in %s goes to %s (least of their Influence, then nearest the Voidborn)", sectorName(e.C), shipName(e.B))
	case autoCorrupt:
		return fmt.Sprintf("Corrupted Crew: the Rift in %s corrupts %s (least of their Influence, then nearest the Voidborn)", sectorName(e.C), shipName(e.B))
	case autoTactics:
		return fmt.Sprintf("Corrupted Crew: reaches %d on the Tactics track and deploys a ship", e.B)
	}
	return "Corrupted Crew: ?"
}
