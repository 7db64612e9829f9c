// Goal: give every button of the watering panel one look through a `ButtonStyle` of your own, set once for
// the whole panel: a drop before the label, filled while the button is pressed, and red for a destructive button.
// Check it: swift run puzzles check 07.2
// Lesson: Lessons/07-modifiers-styles-and-layouts/02-button-style/README.md
import MiniUI

/// The look of every watering button:
///
///     HStack, padded by 6 and coloured: red for a destructive button, blue for any other
///       Image(systemName: "drop"), "drop.fill" while the button is pressed
///       the button's own label
///
/// and, while pressed, the whole of it at half opacity.
struct WateringButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        // TODO: Draw the button as the comment above says. `configuration` has what you need: the label the
        //       button was given, whether it is pressed, and its role.
        configuration.label
    }
}

// TODO: Let the panel name this style with a leading dot, `.watering`, as it names SwiftUI's own `.bordered`.
