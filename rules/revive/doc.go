// Package revive is the rules engine of Revive, for one to four players.
//
// The rulebook we have (../shared/rulebooks/revive.txt) is only a two-page
// player aid. The clauses below restate it in our own words, each with the
// tag of its scenario test (TestA1Play tests [A1.play]); where the aid is
// silent, the rule is reconstructed and marked "Ruling", with what it
// rests on: the aid's own text, public facts about the published game
// ("[F]", collected in ../shared/briefs/revive.md), or our design ("[D]").
// The aid's text wins wherever it speaks. Then come the Content, the move
// and event vocabulary, the simulation figures and what is still Missing.
//
// # Setup
//
// [S1.setup] Each player shuffles their six starting citizen cards, puts
// three face down in the resting area and three face up in the active
// area, and takes the starting resources of their seat: one energy,
// crystal, gear, food and book ("Wood" in the aid is the book). Ruling:
// the per-seat table is kept (startResources) with the aid's identical
// values. Ruling [D]: each seat starts SeatHeadStart (3) points up the
// points track per seat before it, so 0, 3, 6 and 9. The aid prints a
// row per seat, which says seat order is meant to be evened out, but its
// rows are the same, so the evening-out cannot be in resources without
// overruling the text; points are where the aid says nothing. It makes up
// for the end [E1.end], which gives the seats before the one who ends the
// game a turn more, and for the first seat's first pick of the map and
// the display (see Simulation). Issue 28 brought the scores down by a
// third; 3 points a seat keeps the seats even (see Simulation). Ruling
// [D]: each player is dealt a tribe board at random from the
// six, and one of the ten artifact scoring cards, face down [F]. The
// first seat starts and play goes round in seat order.
//
// [S2.map] Ruling [D]: the map is a hexagon of radius six around a
// one-space chasm (mapPicture): five starting tiles of four spaces lie
// face up round the chasm, the 25 area tiles (19 of four spaces, 6 of
// five) lie face down on the other footprints of their size, shuffled,
// and four of the five large locations are drawn for four corners, each
// one space. Major artifacts lie on the large locations: three each with
// four players; with three, three each on two opposite corners and two on
// the other two; with two, two each on three of them; solo, one each on
// two of them (Ruling [D]: the box's twelve [F] are all used only with
// four players, so that the clock fits the number of players who run it;
// the large locations left bare or short are drawn at random. Issue 28:
// with two on every location, two-seat games ran to 27 turns a player,
// solo ones with one on every location to 25-30, and three-seat ones with
// all twelve to 26.0 (25.5 with eleven, 24.7 with ten, 200 greedy games
// each, the majors taken going from 7.5 to 7.1 and 6.5 a game); the
// targets are 15-25 turns and at least 6 taken). The minor artifacts, the
// crates, the modules (five face up) the machine tokens (three face up per
// colour) and the citizen cards (five face up) are shuffled [F].
//
// # The turn
//
// [T1.turn] On their turn a player takes up to two actions, two different
// ones or the same one twice, or hibernates. Ruling: "up to two" is read
// with the next sentence, "you may perform one, two different actions or
// the same action twice": a turn holds one or two actions, never none;
// a player who cannot or will not act must hibernate, as the aid says. A
// turn of two actions ends by itself when no free action is left; after
// one action, or when free actions remain, the player ends it.
//
// [T2.free] Free actions (a machine, a crate, a crystal trade, the tribe
// ability) may be taken any number of times during one's own turn,
// before, between and after the actions, and before hibernating. Ruling
// [F]: never in the middle of resolving an action or a choice, nor after
// hibernating (the aid: energy back in the storage "cannot activate
// machines that turn").
//
// # Actions
//
// [A1.play] Play a card: a card of the active area goes into a vacant card
// slot of the player board, showing the top half in the two top slots and
// the bottom half in the two bottom slots, and the player gains that
// half's effects. The fifth slot, on the side, opens with the middle
// technology of the second row of the tribe's tree [F]; a card there shows
// the half the player chooses [F].
//
// [A2.under] A card may instead slide under a card whose slot symbol is
// showing, in the same slot and the same half. If the two cards share a
// colour, the player gains both cards' effects. Ruling: only the card
// just played fires otherwise; a slot holds at most four cards.
//
// [A3.modules] After a card is placed, every module in its slot that
// shares a colour with the card gives its effect. A module gained is taken
// from the five face-up modules or the top of the pile (Ruling [F], the
// display refilled) and placed on any module space of an open slot, or
// discarded; a module placed on a space with the activation symbol gives
// its effect at once. A module placed on an occupied space discards the
// one there (the aid allows discarding at any time to make room; Ruling:
// discarding is offered only then, since at any other time it changes
// nothing).
//
// [A4.build] Build: a small or big building from the tribe board goes on a
// vacant sand space, one building per space, for 3 gear (small) or 5 gear
// (big), plus the range cost.
//
// [A5.buildfx] The building gives: for each adjacent forest, mountain or
// field space, one step (two for a big building) on the machine track of
// that colour; for each adjacent water, the water bonus of its tile,
// unless the player already has a building next to that tile's water
// (Ruling: "Water Tile" is the water of one area tile; others having
// taken it does not matter, as the aid says); for each adjacent crystal
// space, one crystal. Ruling: one step per adjacent space, so two forests
// give two steps.
//
// [A6.range] Range cost: one per space between the start space and the
// target, counting neither, along a path that does not pass through
// unexplored spaces. The start space is the player's nearest piece
// (building or meeple); before the player has any, the chasm. Ruling
// (brief C6.1): the range and population costs are paid in food (the aid names no
// resource). Ruling: large locations and the chasm may be passed through;
// an unexplored tile's range is counted to its nearest space.
//
// [A7.explore] Explore: choose a face-down area tile within reach, pay the
// area cost printed on its back and the range cost, take the back's bonus,
// and take a citizen card, the top of the deck or one of the five face up
// (the display is refilled), into the active area.
//
// [A8.reveal] Then the tile turns face up and the player chooses its
// orientation: the rotations of the tile round its footprint that give
// different layouts. Owners of buildings next to its spaces gain the
// rewards of those spaces as if they had just built ([A5.buildfx]).
// Ruling [D]: a footprint's spaces form a ring, and a rotation moves each
// space of the tile one step round it (area tiles are not regular
// hexagons, so "rotation" is a step round the ring). Ruling: the tile
// turns face up once the citizen card is taken, which is when the aid
// turns it.
//
// [A9.populate] Populate: take the meeple of a technology of the tribe
// tree: the lowest left in its column, connected to an unlocked
// technology (the first meeple of the game anywhere in the bottom row),
// and put it on a city, ruin or large location where the player has no
// meeple (Ruling (brief C6.16): meeples stand only there; several players may
// share one). Pay the technology's cost, the range cost and one food per
// player already there, and gain the technology's effect.
//
// [A10.switch] Switch: slide the switch token down for one basic resource
// of the player's choice (not a crystal). It cannot be used again before
// a hibernation puts it back up.
//
// # Machines and progress
//
// [M1.track] When a track marker reaches or passes a reward space, the
// machine below unlocks: its progress marker moves to the lowest free
// space of the progress track, giving that space's bonus, and the reward
// space's own bonus is gained. A reward space between two tracks needs
// both markers there. A "?" space takes one of the three face-up machine
// tokens of its colour, the display refilled from the pile.
//
// [F1.machine] Use a machine: put one energy from the storage on an
// unlocked machine and gain its effect. It cannot be used again until a
// hibernation takes the energy off.
//
// [F2.crate] A crate gained is drawn closed from the pile; its owner may
// look at it, the others see a closed crate. On their turn its owner may
// open it for its effect.
//
// [F3.trade] Trade one crystal for one basic resource. Ruling: a trade into
// a full resource is not offered, since it would only lose the crystal.
//
// [F4.ability] The tribe ability: move one progress marker from the tribe
// board (three uses) to the progress track, with the space's bonus, and
// gain the ability's effect.
//
// [R1.caps] Gear, book and food hold six each, crystals three [F]. A
// crystal gained at the cap is a basic resource of the player's choice
// instead; a basic resource gained at the cap is lost. Ruling [F]: when
// paying, crystals stand in for missing basic resources one for one
// (the published game converts them when paying). Ruling [D]: the energy
// storage and the machines hold EnergyCap (9) energy together; more is
// lost. Seven, the box's 28 markers over four players, lost a quarter of
// the energy gained once the machines ran on it (issue 28). Ruling: a crate's gains are
// capped at once, like any other gain, as the aid says ("the extra
// resource is then lost").
//
// # Hibernation
//
// [H1.hibernate] Hibernate instead of acting: energy on the machines goes
// back to the storage; the cards of the resting area come face up into
// the active area (unplayed cards stay there); the cards of the slots go
// face down to the resting area; the switch goes back up. Ruling: the
// resting area is open information, since every card in it was seen face
// up and the starting cards are the same for all.
//
// [H2.track] The hibernation marker moves one space, up to the fifth, and
// the player takes the reward of that space or of any space below. On the
// fifth space the player also removes a major artifact of their choice
// from the game. Ruling (brief C6.4): every hibernation with the marker on the
// fifth space removes another one.
//
// # Artifacts and the end
//
// [X1.artifacts] Ruling [D] (the aid does not say how artifacts are
// gained; the brief proposes this): the first time a player arrives at a
// large location they take one of its major artifacts, the colour of
// their choice; so each player takes at most one per large location. A
// player arrives by a meeple on it, a building beside it, or, Ruling [D]
// (issue 28), by exploring the area tile beside it or putting a building
// or meeple on that tile. Each corner touches a single space of a single
// area tile, so "a building beside it" needed that one space to be sand:
// players took 1-3 of the 12 artifacts a game and hibernation removed the
// rest. A large location's area is read as the location and the tile that
// leads to it. The first meeple on a ruin takes
// the top minor artifact, worth two to five points.
//
// [E1.end] The end comes when a player takes the last major artifact and
// the end-game tile (three points, [D]). Ruling (brief C6.3): the last one removed
// by hibernating counts the same. That player finishes the turn, then
// every other player has one last turn [F].
//
// [E2.score] Scoring adds: the points track; the points of the progress
// track's filled spaces; 2 points per citizen card (starting cards aside)
// of the colour of each track whose last reward space is unlocked; the
// artifact scoring card; the points of unlocked technologies; the points
// of each large location where the player has a meeple; minor artifacts;
// 1 point per 5 remaining resources (basic and crystals; Ruling: not
// energy); the end-game tile. Ruling (brief C6.12): citizen cards count wherever
// they are (active, resting or slots).
//
// [D] Score says these lines as they would stand now, during the game
// too, and the events say every change of them (EvScore, by line): the
// later seats' head starts with the first move, then each move's changes
// to the mover's lines but the points track's, which its EvGain says.
// A change of the artifact scoring card's line is seen by its holder only
// (TestEveryScoreChangeIsSaid, TestArtifactCardScoreIsSecret).
//
// [E3.artifact] The secret artifact scoring card names a category for each
// artifact colour; each major artifact collected scores its colour's
// category once more. It stays secret until the end. Ruling: a category
// is a line of the aid's final scoring above: the points track, the
// progress track, the machine track bonus, unlocked technologies, large
// locations, small artifacts or remaining resources (not the card itself,
// and not our end-game tile). Each artifact scores that line's points
// again, up to CategoryCap (12) [D], so that the tracks, which run to
// dozens of points, do not decide the game (8 before issue 28, when
// artifacts were rare); the first player to reach the
// large locations must not run away with it either. Ruling [D]: each of
// the ten cards names one of the two tracks and three of the other five
// lines, each set of three on one card, the colours turning round:
//
//	card  green            red              yellow           blue
//	1     points track     machine bonus    technologies     large locations
//	2     small artifacts  progress track   machine bonus    technologies
//	3     technologies     resources        points track     machine bonus
//	4     machine bonus    large locations  small artifacts  progress track
//	5     points track     machine bonus    large locations  resources
//	6     resources        progress track   machine bonus    small artifacts
//	7     large locations  small artifacts  points track     technologies
//	8     technologies     large locations  resources        progress track
//	9     points track     technologies     small artifacts  resources
//	10    resources        progress track   large locations  small artifacts
//
// Ruling: "once more" is read as "once for each artifact"; without
// artifacts the card scores nothing.
//
// [E4.tie] Ruling: ties go to the most remaining resources, then to the
// later seat in turn order (who had fewer turns).
//
// [X2.solo] Ruling [D] (the aid and the published facts give no solo
// rules): solo is the same game with one major artifact on each of two
// large locations ([S2.map]); the player wins by scoring at least
// SoloTarget (105) points. Ruling [D]: the target sits a little above
// the greedy bot's mean score, which reaches it in about half its games
// (see Simulation); it was 180 before issue 28 cut the points.
//
// # Content
//
// Designed by us, in the published game's counts [F] (checked by
// TestContentCounts): the map (mapPicture: chasm, 5 starting tiles, 25
// area tiles with five backs, 5 large locations); the player board (five
// slots with 2-3 module spaces, three machine tracks of TrackLength (17)
// spaces with 14 reward spaces, two of them between tracks, a 17-space
// progress track); six tribes with an ability and a 3x3 technology tree; 39 citizen
// cards and 6 starting cards per player in four colours; 48 modules; 30
// machine tokens; 28 crates; 12 major artifacts in four colours; 8 minor
// artifacts; 10 artifact scoring cards; the five hibernation rewards.
//
// Issue 28 tuned this content, which is ours, and left every fact of the
// aid as it is: four normal bots filled every machine track and the
// progress track, and the points track, fed by the machines, made half of
// each score. Each change below is a ruling [D], measured by
// TestSimulation (the table in Simulation), with the reason for it:
//
//   - The machine tracks have 17 spaces (8 before), reward spaces at 3, 7,
//     11 and 17, and the two crossings at 9 (2, 4, 6, 8 and 5): buildings,
//     the starting cards' bottom halves and the tiles turned gave every
//     player more than the 24 steps of three tracks of eight. They had 16
//     until revive-5: 200 two-seat games of hard bots then ended with the
//     red track full for 35% of the seats, over the third allowed (red
//     feeds both crossings, so every bot pushes it), and yellow for 31%;
//     the seventeenth space took greedy bots' fullest track from 30% to 20%
//     at two seats, the others with it (step 18 below).
//   - The machines: the first of each track gives one food, gear or book
//     (two before), the last a module (3 points), the crossings a crystal
//     or a resource of choice and 1 point (2). Machine tokens of 3 points
//     give 1, those of 2 points and a resource 1 point and the resource. A
//     machine runs every cycle, so its points were half of every score and
//     its resources most of what was lost over the caps.
//   - The progress track scores 0 0 1 1 1 2 2 2 2 2 3 3 3 3 3 4 4, 36 in
//     all (45).
//   - Technologies score 1, 2 and 4 by row (0, 1 and 3), the large
//     locations 12, 14, 12, 14 and 10 (4, 5, 4, 5 and 3), the minor
//     artifacts 4 to 8 (2 to 5): the lines earned on the map were 1-2% of
//     the winners' points each, so populating did not pay.
//   - The area costs one resource more (the back's first resource twice):
//     once the bots saw the citizen card an explore brings (see Bots),
//     exploring was the best action by far: 9 to 15 times a game at one
//     and two seats.
//   - Hibernation: the third space gives 1 energy and 1 book (2 energy),
//     the fifth a crystal and 1 point (2 points, taken again at every
//     later hibernation).
//   - The three cards of "3 points or 3 steps" give 2 steps; the
//     Archivist's bottom gives a step without its point, since a starting
//     card comes back every cycle.
//   - Three mountains became forest and field (Iron Teeth, Tor Village,
//     Sky Terraces): the red track, which both crossings need, was full
//     more often than the others (62% against 36%, three seats).
//
// # Moves
//
// Actions: "play #C sN top|bottom", "build hN small|big", "explore fN",
// "populate tR.C hN", "switch RES", "hibernate", "end". Free actions:
// "machine mN", "crate #N", "trade RES", "ability". Choices: "choose RES",
// "track COLOUR", "token COLOUR N", "module N|pile", "place sN K", "drop",
// "citizen N|deck", "rotate N", "artifact LN COLOUR", "reward N",
// "remove LN COLOUR". A choice owed by another player (a building of
// theirs next to a tile just turned may unlock a machine) is asked of that
// player before play goes on.
//
// # Text
//
// String (the command line's show, called on a view) prints the whole
// table a seat may see: the map drawn as hexes, each space's coordinate
// (hN, as build and populate name it) above its terrain and pieces, and
// "?fN" on the spaces of a face-down tile (as explore names it); the
// face-down tiles' area cost, exploration bonus and range; the large
// locations; the citizen display and every seat's active area (the
// hand), resting area and slots with each card's id, colour and both
// halves; the modules in each slot's spaces; the face-up modules and
// machine tokens; the reward spaces, progress and hibernation tracks;
// the technologies t1.1 to t3.3, bottom row first; and solo, the target
// score. The piles print as counts, face-down tiles by their backs, and
// other players' crates and scoring cards as closed.
//
// # Hidden information
//
// Hidden: the order of every pile (citizen deck, modules, machine tokens,
// crates, minor artifacts), the fronts of face-down area tiles (resampled
// among tiles of the same size and back), other players' closed crates,
// and other players' artifact scoring cards until the end. What a crate
// drawn holds is hidden from the others, not the move that drew it: an
// explore that draws one is public, where and which tile.
//
// # Simulation
//
// TestSimulation (go test -run TestSimulation -v ./rules/revive/ -args
// -sim 200) plays games between equal greedy bots (ai.Easy over
// Evaluate), seeds 1000*seats+i, 200 games per player count, default
// options, and reports issue 28's targets: the share of seats ending with
// the progress track full and with each machine track full, each score
// line's share of the winners' points, major artifacts taken per game,
// explores and populates per seat, the gains lost over the caps (the
// resources and energy a player was given, before the caps), turns per
// player and the wins by seat; -simlevel hard plays the hard bots, and
// -simpar N plays N games at once (the figures do not depend on it);
// -simlog FILE keeps each game's figures in FILE, so that a run stopped
// midway goes on where it stopped.
// TestRung (-simrung N -simrungiter K -simlevel easy) plays the games of
// starboard-cli ladder's rung of hard against that level, seeded and
// seated alike, with the hard bot given K iterations, a game a line
// (-simrungfrom F starts at game F, to finish a run stopped midway).
//
// Issue 28's targets, before (ruleset revive-3, 40 games a seat count)
// and after (revive-5, 200 games, 2026-11-29; three seats with ten major
// artifacts, step 17 below; machine tracks of 17, step 18), greedy bots:
//
//	target (goal)                   1 seat       2 seats      3 seats      4 seats
//	progress track full (<=25%)     95% -> 0%    91% -> 0%    83% -> 1%    63% -> 0%
//	machine tracks full (<=33%)     98-100 ->    96-98 ->     91-97 ->     84-86 ->
//	                                11-14%       8-20%        10-17%       7-12%
//	points track, winners (<=40%)   63% -> 33%   66% -> 27%   68% -> 24%   65% -> 22%
//	lines at 8%+ of winners (5)     2 -> 6       2 -> 5       2 -> 5       2 -> 5
//	major artifacts taken (6 at 3-4) 0.2 -> 1.1  0.7 -> 3.7   1.2 -> 6.5   1.8 -> 8.3
//	explores a seat (4+)            3.1 -> 8.5   2.9 -> 6.1   2.4 -> 5.0   2.0 -> 4.2
//	populates a seat (4+)           2.0 -> 6.6   2.0 -> 7.4   2.2 -> 7.3   1.9 -> 6.7
//	gains lost over the caps (<10%) 27% -> 7%    26% -> 6%    26% -> 6%    24% -> 5%
//	turns a player (15-25)          22.1 -> 24.8 21.9 -> 25.2 21.6 -> 24.5 19.5 -> 22.7
//	most wins by one seat           -            52% -> 60%   48% -> 34%   35% -> 29%
//	solo target reached (40-80%)    45% -> 49%
//
// Under revive-4 (tracks of 16) the tracks were full for 14-24%, 12-30%,
// 14-23% and 11-18% of the seats. The first of two greedy seats won 119
// of 200 (60%) under revive-5, 297 of 600 (50%) under revive-4 and 315
// of 600 (53%) under revive-5 (seeds 2000 to 2599): the 200 games' 60%
// is mostly their luck. Greedy two-seat games run 25.2 turns a player,
// a fifth of a turn over the target's 25; hard ones ran 23.5 (Bots).
//
// After, the winners' points by line at four seats: points track 22%,
// progress track 15%, artifact card 20%, technologies 12%, large
// locations 22%, small artifacts 6%, machine bonus 2%, resources 2%;
// mean scores 104, 126, 127 and 116 from one to four seats. Every game
// ended by the artifact clock, removed on hibernating or taken; the
// simulation's own limit of 20,000 moves never fired, and the engine has
// no move cap. What is lost over the caps is mostly energy (3 to 4 a seat
// a game). Three-seat games are the closest to a target's edge: 6.5
// majors taken (6 wanted).
//
// Six three-seat games between hard bots (-simlevel hard -sim 6 -simseats
// 3, 15 minutes) look alike: progress track full for 11% of the seats,
// the machine tracks for 28%, 44% (red) and 28%; the winners' points 21%
// points track, 17% progress track, 21% artifact card, 19% large
// locations, 10% technologies; 8.2 major artifacts taken a game, 5.5
// explores and 7.8 populates a seat, 6% of the gains lost, 25.3 turns a
// player. Six games say little (the red track's 44% is 8 seats of 18);
// the 200 hard games a seat count would take more than a day on
// this machine. They were played with twelve major artifacts at three
// seats, before step 17; the second round of issue 28 (bots) played no
// more hard games at three or four seats, the machine's time going to
// the two-seat games of Bots.
//
// Issue 28's third round (hard at 400 iterations with scaled priors,
// see Bots) played three games of hard bots at two and three seats, the
// rest of its time again going to the two-seat games of Bots, at a load
// of 5 to 21 on two cores. Against the targets, hard bots, two seats,
// two games (seeds 2000 and 2001, 13 minutes): progress track full for
// 0% of the seats (<=25%); machine tracks full 25%, 0% and 25% (<=33%);
// the winners' points 23% points track (<=40%), 18% progress track, 12%
// artifact card, 13% technologies, 20% large locations, 4% machine
// bonus, 5% small artifacts (five lines at 8%+, five wanted); 3.0 major
// artifacts taken a game (the target of 6 is for three and four seats);
// 5.5 explores and 7.0 populates a seat (4+); 6% of the gains lost
// (<10%); 23.5 turns a player (15-25); the first seat won both (two
// games say nothing of seat balance). Three seats, one game (seed 3000,
// 15 minutes): progress track full 0%, machine tracks 33%, 33% and 0%;
// the winners' points 21% points track, 18% progress track, 19%
// artifact card, 10% technologies, 24% large locations (five at 8%+);
// 7.0 major artifacts taken; 6.0 explores and 7.7 populates a seat; 3%
// lost; 26.0 turns a player, one above the target's 25, as the six
// games before (25.3). No solo or four-seat game was played: the
// issue's 200 games a seat count stay out of reach (a two-seat game of
// hard bots took 6 to 7 minutes here, a solo decision 1.2 s of
// processor time).
//
// The steps, each measured on 20 to 40 games a seat count (three seats
// shown: points track share of the winners', progress track full, the
// fullest machine track, majors taken a game, explores and populates a
// seat, gains lost, turns a player):
//
//	step                                         points prog track majors expl pop lost turns
//	before (revive-3)                            68%    83%  97%   1.2    2.4  2.2  26%  21.6
//	1 machines of 1 point (3; crossings 2)       56     90   98    1.6    2.6  2.5  25   22.2
//	2 machine tracks of 12                       51     25   63    1.4    2.8  2.4  23   23.9
//	3 technologies 1/2/4, large locations 8-10   44     28   70    1.9    2.9  5.2  20   25.1
//	4 tokens of 2, minor 3-7, CategoryCap 12     42     23   70    2.1    3.0  5.0  20   24.9
//	5 first machines 1 resource, progress to 36  46     18   63    1.4    2.7  4.6  18   25.3
//	6 large 12-14, minor 4-8, energy 9, tokens 1 41     19   56    1.9    2.6  4.7  17   24.9
//	7 last machines a module, Archivist a step   35     7    42    1.8    2.9  5.4  15   24.7
//	8 Evaluate: full stores, citizen cards       31     12   56    2.4    3.6  7.0  8    25.8
//	9 hibernation's third space energy and book  29     7    66    2.9    3.7  7.0  8    25.4
//	10 three mountains to forest and field       29     17   52    2.6    3.7  7.1  9    25.9
//	11 exploring beside a large location arrives 23     4    41    4.6    3.9  7.5  7    24.8
//	12 machine tracks of 14                      26     1    22    4.5    3.8  7.2  6    24.1
//	13 pieces on the tile beside arrive          23     0    26    5.1    3.7  7.1  8    24.1
//	14 Evaluate sees an explore's citizen card   23     59   84    9.6    7.5  8.4  10   26.5
//	15 area costs one more                       24     17   56    7.7    5.3  7.9  8    26.1
//	16 machine tracks of 16                      23     4    32    7.4    5.2  7.7  7    26.2
//	17 ten major artifacts at three seats        24     2    23    6.5    5.1  7.3  6    24.7
//	18 machine tracks of 17 (revive-5)           24     1    17    6.5    5.0  7.3  6    24.5
//
// Step 13 also gave the backs a track step and step 14 valued citizen
// cards at 1.5; the step was taken back before step 15 (explores then
// ran to 7.5 a seat at three seats and 16.6 solo; without the backs'
// step, 6.9 and 14.6). Bare large locations below
// three players ([S2.map]) came between 15 and 16: two-seat games went
// from 26.9 to 25.0 turns a player, solo ones from 30.9 to 25.1. Step 17
// (200 games, the rest of the table at 16 measured on 40) is the second
// round of issue 28: with all twelve artifacts, 200 three-seat games ran
// to 26.0 turns a player; eleven (one location of two) gave 25.5 and 7.1
// majors taken, ten (two opposite locations of two) 24.7 and 6.5. The
// head start went from 4 to 3 points a seat with step 10 ([S1.setup]):
// at 4, with the lower scores, the second of two seats won 57-62%. Tried
// and dropped: a point on every hibernation reward (games no shorter),
// and an Evaluate that valued energy, the switch and empty slots more
// (shorter games, 22-23 turns, but the solo bot scored 91 against 105:
// it hibernated too early).
//
// Before issue 28 (revive-3, 200 games): rounds 22.1, 21.7, 21.4 and 19.6
// from one to four seats, mean scores 172, 172, 166 and 141, 7 to 8
// hibernations a player. Before the head start, the same 200 three-seat
// games split 88, 65 and 47 (the first seat won 44%, above the 40% the
// title checklist allows): when a later seat ends the game, the seats
// before it play one turn more than it does [E1.end]. An earlier option
// giving later seats more resources was dropped: the aid prints the same
// resources for every seat.
//
// # Bots
//
// Evaluate is a logistic curve, of scale evalScale (10 points), of the
// seat's lead in value over the best other seat. The value is the score
// as it stands plus, at a discount, what the position holds. Issue 28
// taught it the new game: a resource is worth 0.3 up to two below its
// cap and 0.1 above (a full store is better spent: a quarter of all
// gains was lost over the caps); a citizen card 1.5 (0.5: cards feed the
// machine bonus and every cycle); and a choice still owed counts as what
// it will bring (a citizen card 1.5, a step or a module 0.5, a resource
// 0.3, a large location's artifact 2). Without that, a greedy bot judged
// an explore before choosing its card and saw only the cost: explores
// went from 3.7 to 7.5 a seat at three seats with it (step 14 above).
//
// Title.Search has both search levels plan the rest of the deciding
// seat's turn, as a turn is a long chain of small moves; hard also plays
// each plan on, greedily, through the other seats' turns and its own next
// turn before judging it (HardExtraTurns), since what a turn sets up
// (resources, a track step, cards made ready) shows only on the next.
// Since issue 28's third round hard searches 400 iterations and puts each
// move's one-ply score on the scale of those plans (HardScaledPriors;
// below). Under revive-4 (issue 28), the search untouched: hard beat normal in 31
// of 40 seeded two-seat games (77.5%, 95% interval 62.5–87.7%;
// starboard-cli ladder revive --games 20 --levels normal,hard, seeds 1
// and 21: 15 and 16 of 20), a hard decision taking 103 ms on average, 250
// ms at the 95th percentile beside other work; hard beat easy in only 16
// of 20 (80%, 58.4–91.9%; --levels easy,hard, seeds from 1), below the
// issue's 90%: the greedy bot gained most from Evaluate's new terms, and
// the search was not tuned to the new game.
//
// Issue 28's second round looked at where hard's 200 iterations go. At
// the root every move starts with its one-ply score over six samples, as
// the greedy bot scores it, counted as six visits; a rollout then judges
// the move a turn later, after the other seat's turn and the deciding
// seat's next, when the lead reads otherwise: in a mid-game position of
// 36 moves the one-ply scores were 0.42-0.49 and the rollouts' means
// 0.10-0.21. Each move's first rollout brought its mean below the scores
// of the moves not yet rolled out, so the search tried every move in
// turn, 4 to 9 rollouts each, and chose among them nearly by lot.
// Tried: hard searching only the four moves that score best one ply
// ahead (a knob of the search that kept the others out of the tree's
// choice), about 50 rollouts each, so that the rollouts decide among
// them; the time of a decision did not change (88 and 91 ms of processor
// time on average over the same 98 positions). Seeded two-seat games,
// hard against the level below, as starboard-cli ladder revive seeds and
// seats them (seed s+k, hard at seat k mod 2 in game k), played by a
// test harness of the same bots at a load of about 20 on two cores:
//
//	hard against   every move (as now)        the best four
//	easy           16 of 20 (seeds 1-20)      17 of 20 (seeds 1-20)
//	               13 of 17 (seeds 1-17)      25 of 34 (seeds 21-54)
//	normal         31 of 40 (seeds 1-40)      23 of 34 (seeds 1-34)
//	               6 of 10 (seeds 1-10)
//
// Against easy, 29 of 37 (78%) before and 42 of 54 (78%) with four: no
// gain, so the change was taken back, and the 90% against easy is
// still not met (about 80%; against normal 70-75%, above its 60%). 200
// games a rung, at about a minute a game on this loaded machine, were out
// of reach. Of the 12 games lost to easy with four moves, 9 had hard in
// the first seat, and most were lost on the progress track (3 against 19
// points, 7 against 19, 9 against 25): hard unlocks fewer machines than
// the greedy bot, whose one-ply Evaluate takes every step it sees. What
// is left: the rollouts' judge (HardPlayoutJudge) or Evaluate's worth of
// a step towards a machine, with the search of the best few moves,
// measured on more games.
//
// Issue 28's third round put the two judgements on one scale. With
// HardScaledPriors (package ai's ScaledPriors) a move's one-ply score,
// its prior, is kept apart from the rewards of the iterations through it
// and, before the two are averaged, lowered by how far the priors of its
// siblings that have iterations stand above their mean rewards, on
// average (about 0.3 in the position above). A move's first rollout no
// longer sends the search on to the next move: the iterations go where
// the scores and the rollouts agree, and the move taken is the one of
// the best average rather than the most visited. At 200 iterations that
// was not enough; at 400 it was. Two-seat games, hard against the level
// below, seeded and seated as starboard-cli ladder revive does it, played
// by a test harness of the same bots beside other work (load 5 to 21 on
// two cores); "lead" is hard's mean score less its opponent's:
//
//	hard                                   against  seeds   hard wins        lead
//	200 iterations, priors as visits       easy     1-20    16 of 20 (80%)   29.4
//	  (round two, as it was)
//	200, priors scaled                     easy     1-20    17 of 20 (85%)   29.9
//	200, scaled, a prior worth a quarter   easy     21-40   16 of 20 (80%)   25.4
//	  of its visits
//	400, priors scaled (now)               easy     21-40   20 of 20 (100%)  43.2
//	400, priors scaled (now)               easy     41-56   15 of 16 (94%)   26.4
//	400, priors scaled (now)               normal   1-15    14 of 15 (93%)   44.6
//
// Together, 35 of 36 against easy (97.2%, 95% interval 85.8–99.5%) and
// 14 of 15 against normal (93.3%, 70.2–98.8%): the 90% against
// easy and 60% against normal are met on these games, though the
// interval against easy still reaches below 90%; the issue asks 200
// games a rung, which this machine's time did not allow (a game took 2
// to 6 minutes beside the other work). Not measured: 400
// iterations without scaled priors, so part of the gain may be the
// budget alone (under revive-2, more iterations within one turn did not
// help, below). A hard decision now takes twice the processor time: over
// the same 108 positions of three greedy two-seat games (every seventh),
// 104 ms on average and 238 ms at the 95th percentile before, 203 ms and
// 557 ms now (926 ms at most), within docs/bots.md's budget of 1.5 s
// native; in the browser, at the ratio bench-think measured before (2.6),
// about 1.4 s at the 95th percentile against 3 s (not measured there).
// Solo decisions are the slowest: with one seat every rollout runs to
// the end of the game, and one solo decision at move 30 took 1.2 s of
// processor time (normal's 37 ms); in the browser such decisions meet
// the 2 s cap (BotTimeLimit). What is left: the 200 games a rung, the
// same 400 iterations without scaled priors, and the solo search's time.
//
// Issue 28's fourth round made a hard decision cheaper without changing
// it. The greedy steps of the search try every legal move on a copy of
// the position and throw it away: each copy was a new 2.3 KB State, about
// 200,000 allocations a decision, and collecting them took a third of the
// time. The search now tries them on one scratch state copied again
// (rules.Copier, State.CopyFrom); Apply checks a move against the actions
// on its own card, space or footprint only; each seat's cards are kept as
// a bit set beside their owners; and the score's lines read the progress
// track's, the technologies' and the machine bonus's points from tables.
// BenchmarkHardDecisions asks a fresh hard bot for a move in 60 positions
// of three greedy two-seat games (seeds 1 to 3, every seventh choice, 20
// a game) and checks each against testdata/hard_decisions.txt, recorded
// before the change (TestHardDecisionsAsRecorded checks the first five):
// the same 60 moves, and, the old and the new test binary run in turn
// five times at a load of 4 to 8 on two cores, 171 to 251 ms of processor
// time a decision on average before (344 to 555 ms at the 95th
// percentile) against 29 to 40 ms now (50 to 68 ms), 201,000 allocations
// a decision against 5,400. Whole games, the same moves to the end:
// a two-seat game of hard bots (TestSimulation -sim 1 -simseats 2
// -simlevel hard, seed 2000) took 127 s (90 s of processor time, load 5
// to 6) and 150 s (79 s, load 8) before, 14 s (15 s, load 4 to 5) and
// 33 s (13 s, load 8) now; a solo game (seed 1000) 461 s (355 s, load 4
// to 5) before and 52 s (40 s, load 4) now. At 15 s of processor time a
// two-seat game, 200 two-seat games take under an hour of one core.
// Most of a decision now goes to Apply and Evaluate in the greedy
// rollouts; no other title implements rules.Copier yet.
//
// With that, the 200 games were played at one rung: hard beat
// normal in 177 of 200 seeded two-seat games (88.5%, 95% interval
// 83.3–92.2%; starboard-cli ladder revive --games 200 --levels
// normal,hard, seeds from 1, 2026-11-29, in the background of other
// work), hard's mean score 156.3; the issue asks 60%. And 200 two-seat
// games of hard bots at both seats (-sim 200 -simseats 2 -simlevel hard,
// seeds 2000 to 2199, 2 hours beside other work): progress track full
// for 8% of the seats (<=25%); machine tracks full 22%, 35% and 31%
// (<=33%: the second is over by 2 points); the winners' points 26%
// points track, 16% progress track, 15% artifact card, 10%
// technologies, 18% large locations (five lines at 8%+); 4.1 major
// artifacts taken a game (the 6 wanted is for three and four seats); 6.2
// explores and 7.1 populates a seat; 7% of the gains lost; 23.5 turns a
// player; the first seat won 110 of 200 (55%); mean score 139.1. The 200
// games against easy and those at one, three and four seats were not
// played.
//
// Under revive-5 (machine tracks of 17, Content), 2026-11-29, in the
// background of other work: 200 two-seat games of hard bots at both
// seats (-sim 200 -simseats 2 -simlevel hard -simlog, seeds 2000 to 2199,
// 36 minutes of processor time, 11 s a game): progress track full for 2%
// of the seats (<=25%); machine tracks full 15%, 22% and 20% (<=33%; 22%,
// 35% and 31% under revive-4); the winners' points 26% points track, 15%
// progress track, 16% artifact card, 11% technologies, 19% large
// locations, 7% small artifacts, 3% machine bonus (five lines at 8%+); 4.1
// major artifacts taken a game; 6.1 explores and 7.0 populates a seat; 6%
// of the gains lost; 23.3 turns a player; the first seat won 111 of 200
// (56%); mean score 133.3. Every target the issue sets for two seats is
// met. Hard against easy, the ladder's 200 games (starboard-cli ladder
// revive --games 200 --levels easy,hard, seeds from 1): hard won 177
// (88.5%, 95% interval 83.3–92.2%), mean score 143.5, below the issue's
// 90%. The same 200 games with hard given 800 iterations (TestRung
// -simrung 200 -simrungiter 800, which reproduced the ladder's first four
// games and their mean score exactly at 400): hard won 185 (92.5%, 95%
// interval 88.0–95.4%), leading by 36.2 points on average; it lost 6
// games from the first seat and 9 from the second. Hard searches 800
// iterations since (Title.Search): BenchmarkHardDecisions (recorded
// again; 9 of its 60 decisions changed) reads 50 ms of processor time a
// decision on average and 82 ms at the 95th percentile, against 24 and
// 41 ms at 400 in the same session, far within docs/bots.md's budget. The
// two-seat targets above were measured with hard at 400; hard against
// normal and the hard games at one, three and four seats are still to be
// played at 800 (TestSimulation -simlog keys each game by the search, so
// games of the old budget are not counted).
//
// The figures below were measured under revive-2, before issues 25 and 28
// changed the game. Within one turn,
// more iterations did not help: hard at 2,000 and 8,000 iterations won 8
// and 9 of 20 games against normal at 500. With the extra turn, over 40
// seeded two-seat games each (starboard-cli ladder revive --games 40
// --levels easy,normal,hard), normal beat easy in 29 (72.5%) and hard
// beat normal in 35 (87.5%), a hard decision taking 138 ms on average and
// 413 ms at the 95th percentile beside other work. Over 200 seeded
// two-seat games against easy (starboard-cli ladder revive --games 200
// --levels easy,hard), hard won 194 (97.0%, 95% interval 93.6–98.6%).
//
// # Missing
//
// The campaign deck (30 cards [F]) is left out. Technologies that unlock
// trades [F] are not designed: the trees give resources, steps, modules,
// citizen cards, points, the side slot and cheaper buildings. The table is
// scenes/revive.
package revive
