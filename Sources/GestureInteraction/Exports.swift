// An app that embeds the interaction imports this one module: its API speaks the vocabulary, the
// recognizer's, the touchpad recognizer's and the transition's types, so they come with it.
@_exported public import EdgePan
@_exported public import GestureCore
@_exported public import InteractiveTransition
@_exported public import TouchpadGestures
