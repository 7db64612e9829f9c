// What the symbol effects refuse, as SwiftUI does: each effect has its own type and kinds, so an effect that
// is not discrete takes no `value:`, one that is not indefinite takes no `isActive:`, and only a content
// transition effect (a replace, or the system's choice) makes a content transition.
import MiniUI

struct KilnFirings: View {
    let firings: Int

    var body: some View {
        Image(systemName: "flame")
            // expected-error@+1 {{requires that 'AppearSymbolEffect' conform to 'DiscreteSymbolEffect'}}
            .symbolEffect(.appear, value: firings)
    }
}

struct KilnThermometer: View {
    let isHot: Bool

    var body: some View {
        Image(systemName: "thermometer")
            // expected-error@+1 {{requires that 'ReplaceSymbolEffect' conform to 'IndefiniteSymbolEffect'}}
            .symbolEffect(.replace, isActive: isHot)
    }
}

struct KilnDayNight: View {
    let isHot: Bool

    var body: some View {
        Image(systemName: isHot ? "sun.max" : "moon")
            // expected-error@+1 {{requires that 'BounceSymbolEffect' conform to 'ContentTransitionSymbolEffect'}}
            .contentTransition(.symbolEffect(.bounce))
    }
}
