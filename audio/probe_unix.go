//go:build (linux && !android) || freebsd || netbsd

package audio

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// probeTimeout bounds the whole device check: a sound server that does not
// answer in time counts as no device.
const probeTimeout = 2 * time.Second

// probeDevice reports whether Ebitengine's audio driver will find a sound
// device here, and if not, why. It tries what the driver tries, in the
// same order: a PulseAudio server through the same pure-Go client, then
// ALSA's "default" PCM through libasound loaded at run time.
func probeDevice() (bool, string) {
	type result struct {
		ok  bool
		why string
	}
	done := make(chan result, 1)
	go func() {
		errPulse := probePulse()
		if errPulse == nil {
			done <- result{true, "PulseAudio"}
			return
		}
		errALSA := probeALSA()
		if errALSA == nil {
			done <- result{true, "ALSA"}
			return
		}
		done <- result{false, fmt.Sprintf("no sound device (PulseAudio: %v; ALSA: %v)", errPulse, errALSA)}
	}()
	select {
	case r := <-done:
		return r.ok, r.why
	case <-time.After(probeTimeout):
		return false, "no sound device (the check timed out)"
	}
}

// probePulse connects to the PulseAudio server (or PipeWire's PulseAudio
// service) and creates a stereo playback stream at SampleRate on its
// default sink, which is where Ebitengine's driver can fail, then closes
// both. The stream is never uncorked, so nothing is heard.
func probePulse() error {
	name := "starboard"
	if exe, err := os.Executable(); err == nil {
		name = filepath.Base(exe)
	}
	client, err := pulse.NewClient(pulse.ClientApplicationName(name), pulse.ClientTimeout(time.Second))
	if err != nil {
		return err
	}
	defer client.Close()
	silence := pulse.Float32Reader(func(buf []float32) (int, error) {
		clear(buf)
		return len(buf), nil
	})
	stream, err := client.NewPlayback(silence, pulse.PlaybackStereo,
		pulse.PlaybackSampleRate(SampleRate), pulse.PlaybackLatency(0.1))
	if err != nil {
		return err
	}
	stream.Close()
	return nil
}

// Constants from alsa/pcm.h.
const (
	alsaStreamPlayback    = 0
	alsaNonBlocking       = 1
	alsaFormatFloatLE     = 14
	alsaAccessInterleaved = 3
)

// alsaLib holds the libasound functions the probe calls, bound once.
var alsaLib struct {
	once sync.Once
	err  error

	strerror              func(errnum int32) string
	pcmOpen               func(pcm *uintptr, name string, stream int32, mode int32) int32
	pcmClose              func(pcm uintptr) int32
	hwParamsMalloc        func(params *uintptr) int32
	hwParamsFree          func(params uintptr)
	hwParamsAny           func(pcm, params uintptr) int32
	hwParamsSetAccess     func(pcm, params uintptr, access uint32) int32
	hwParamsSetFormat     func(pcm, params uintptr, format int32) int32
	hwParamsSetChannels   func(pcm, params uintptr, channels uint32) int32
	hwParamsSetResample   func(pcm, params uintptr, resample uint32) int32
	hwParamsSetRateNear   func(pcm, params uintptr, rate *uint32, dir *int32) int32
	hwParamsSetBufferNear func(pcm, params uintptr, frames *uint) int32
	hwParams              func(pcm, params uintptr) int32
	pcmWritei             func(pcm uintptr, buf []float32, frames uint) int
	setErrorHandler       func(handler uintptr) int32

	quietHandler uintptr
}

// loadALSA loads libasound with the flags Ebitengine's driver uses, so
// that both share one copy, and binds the functions the probe needs.
func loadALSA() error {
	alsaLib.once.Do(func() {
		var handle uintptr
		var err error
		for _, name := range []string{"libasound.so.2", "libasound.so"} {
			handle, err = purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL)
			if err == nil {
				break
			}
		}
		if handle == 0 {
			alsaLib.err = fmt.Errorf("cannot load libasound: %w", err)
			return
		}
		l := &alsaLib
		purego.RegisterLibFunc(&l.strerror, handle, "snd_strerror")
		purego.RegisterLibFunc(&l.pcmOpen, handle, "snd_pcm_open")
		purego.RegisterLibFunc(&l.pcmClose, handle, "snd_pcm_close")
		purego.RegisterLibFunc(&l.hwParamsMalloc, handle, "snd_pcm_hw_params_malloc")
		purego.RegisterLibFunc(&l.hwParamsFree, handle, "snd_pcm_hw_params_free")
		purego.RegisterLibFunc(&l.hwParamsAny, handle, "snd_pcm_hw_params_any")
		purego.RegisterLibFunc(&l.hwParamsSetAccess, handle, "snd_pcm_hw_params_set_access")
		purego.RegisterLibFunc(&l.hwParamsSetFormat, handle, "snd_pcm_hw_params_set_format")
		purego.RegisterLibFunc(&l.hwParamsSetChannels, handle, "snd_pcm_hw_params_set_channels")
		purego.RegisterLibFunc(&l.hwParamsSetResample, handle, "snd_pcm_hw_params_set_rate_resample")
		purego.RegisterLibFunc(&l.hwParamsSetRateNear, handle, "snd_pcm_hw_params_set_rate_near")
		purego.RegisterLibFunc(&l.hwParamsSetBufferNear, handle, "snd_pcm_hw_params_set_buffer_size_near")
		purego.RegisterLibFunc(&l.hwParams, handle, "snd_pcm_hw_params")
		purego.RegisterLibFunc(&l.pcmWritei, handle, "snd_pcm_writei")
		purego.RegisterLibFunc(&l.setErrorHandler, handle, "snd_lib_error_set_handler")
		// libasound prints every failure to stderr ("cannot find card
		// '0'"); a machine without sound is expected here, so the probe
		// silences it while it runs.
		l.quietHandler = purego.NewCallback(func(file uintptr, line uintptr, function uintptr, errnum uintptr, format uintptr) {})
	})
	return alsaLib.err
}

// probeALSA opens ALSA's "default" PCM for playback the way Ebitengine's
// driver will (32-bit float, interleaved stereo, SampleRate with
// resampling), writes 10 ms of silence to it and closes it. It opens the
// device without blocking, so a device held by another program fails at
// once instead of hanging.
func probeALSA() error {
	if err := loadALSA(); err != nil {
		return err
	}
	l := &alsaLib
	l.setErrorHandler(l.quietHandler)
	defer l.setErrorHandler(0)

	fail := func(call string, code int32) error {
		return fmt.Errorf("%s: %s", call, l.strerror(code))
	}
	var pcm uintptr
	if code := l.pcmOpen(&pcm, "default", alsaStreamPlayback, alsaNonBlocking); code < 0 {
		return fail("snd_pcm_open(default)", code)
	}
	defer l.pcmClose(pcm)

	var params uintptr
	if code := l.hwParamsMalloc(&params); code < 0 {
		return fail("snd_pcm_hw_params_malloc", code)
	}
	defer l.hwParamsFree(params)
	if code := l.hwParamsAny(pcm, params); code < 0 {
		return fail("snd_pcm_hw_params_any", code)
	}
	if code := l.hwParamsSetAccess(pcm, params, alsaAccessInterleaved); code < 0 {
		return fail("snd_pcm_hw_params_set_access", code)
	}
	if code := l.hwParamsSetFormat(pcm, params, alsaFormatFloatLE); code < 0 {
		return fail("snd_pcm_hw_params_set_format", code)
	}
	if code := l.hwParamsSetChannels(pcm, params, 2); code < 0 {
		return fail("snd_pcm_hw_params_set_channels", code)
	}
	if code := l.hwParamsSetResample(pcm, params, 1); code < 0 {
		return fail("snd_pcm_hw_params_set_rate_resample", code)
	}
	sampleRate := uint32(SampleRate)
	if code := l.hwParamsSetRateNear(pcm, params, &sampleRate, nil); code < 0 {
		return fail("snd_pcm_hw_params_set_rate_near", code)
	}
	bufferFrames := uint(4096)
	if code := l.hwParamsSetBufferNear(pcm, params, &bufferFrames); code < 0 {
		return fail("snd_pcm_hw_params_set_buffer_size_near", code)
	}
	if code := l.hwParams(pcm, params); code < 0 {
		return fail("snd_pcm_hw_params", code)
	}

	const silentFrames = SampleRate / 100
	silence := make([]float32, 2*silentFrames)
	written := l.pcmWritei(pcm, silence, silentFrames)
	const errAgain = -11 // the buffer is full: the device is taking data
	if written < 0 && written != errAgain {
		return fail("snd_pcm_writei", int32(written))
	}
	if written == 0 {
		return errors.New("snd_pcm_writei: the device took no data")
	}
	return nil
}
