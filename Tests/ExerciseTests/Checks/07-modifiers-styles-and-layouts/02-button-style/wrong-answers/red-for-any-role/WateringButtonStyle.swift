// wrong: draws a button red whenever it has a role, `configuration.role != nil`
// rejected-by: draws-every-button
// misconception: A role says what a button does, and only `.destructive` says danger: a cancel button has a role
// misconception: too, and is not destroying anything. Ask whether the role is `.destructive`, not whether there
// misconception: is one.
// misconception-ja: 役割はボタンが何をするかを表し、危険を表すのは `.destructive` だけです。キャンセルのボタンにも役割は
// misconception-ja: ありますが、何も壊しません。役割があるかどうかではなく、`.destructive` かどうかを尋ねます。
// lesson: #what-the-configuration-holds
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
    // `configuration.label` is a `ButtonStyleConfiguration.Label`: whatever the button's label is (a text, a
    // label with an icon), the style sees one erased type, and can only place it.
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isPressed ? "drop.fill" : "drop")
            configuration.label
        }
        .padding(6)
        .foregroundStyle(configuration.role != nil ? Color.red : Color.blue)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// `.buttonStyle(.watering)` looks `.watering` up on the parameter's type, a generic `S: ButtonStyle`: a static
// member of a protocol extension constrained to `Self == WateringButtonStyle` is found there (SE-0299).
extension ButtonStyle where Self == WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}
