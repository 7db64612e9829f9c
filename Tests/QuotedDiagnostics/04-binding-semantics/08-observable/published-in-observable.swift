// 04.8's lesson: a `@Published` left inside an `@Observable` class. The errors are reported inside the macro's
// expansion, where no marker can stand.
// compile: prints
// prints: error: property wrapper cannot be applied to a computed property
import MiniUI
import Observation

@Observable final class Kettle {
    @Published var isOn = false
}
