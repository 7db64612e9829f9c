// check: rejects
// The layout keeps a cache of its own: `TileFlow.Cache` is the type that holds the measured sizes, so the empty
// tuple, the cache of a layout that keeps none, is not one.
import MiniUI

@testable import Exercise07_4

// expected-error@+1 {{cannot convert value of type '()' to specified type 'TileFlow.Cache'}}
let nothingKept: TileFlow.Cache = ()
