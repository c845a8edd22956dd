package menu

// Sound effects the menus play, numbered as audio.Sound numbers them.
const (
	sfxPick  = 0 // audio.Pick: a choice made
	sfxFlip  = 2 // audio.Flip: a page turned
	sfxError = 5 // audio.Error: a refusal
	sfxChime = 6 // audio.TurnChime: a game begins
)
