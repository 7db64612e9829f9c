// wrong: colours every button blue, the destructive one included
// rejected-by: draws-every-button
// misconception: A custom style replaces the whole look of the button, the colour that says "destructive" included:
// misconception: the role is passed in `configuration.role`, and drawing it is now the style's job.
// misconception-ja: 独自のスタイルはボタンの見た目をすべて置き換えます。「破壊的」を示す色もその一部です。役割は
// misconception-ja: `configuration.role` で渡されるので、それを描くのはスタイルの仕事になります。
// lesson: #what-the-configuration-holds
import MiniUI

struct WateringButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isPressed ? "drop.fill" : "drop")
            configuration.label
        }
        .padding(6)
        .foregroundStyle(Color.blue)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// `.buttonStyle(.watering)` looks `.watering` up on the parameter's type, a generic `S: ButtonStyle`: a static
// member of a protocol extension constrained to `Self == WateringButtonStyle` is found there (SE-0299).
extension ButtonStyle where Self == WateringButtonStyle {
    /// Drops before the labels, filled while pressed.
    static var watering: WateringButtonStyle { WateringButtonStyle() }
}
