// An app's tests that replay recordings import this one module: the engine's API takes the recording
// readers and device descriptions of EvdevInput and speaks GestureInteraction's types, so they come with it.
@_exported public import EvdevInput
@_exported public import GestureInteraction
