// 06.2's lesson: a ternary whose branches are two view types, returned, and as a statement of the body's builder.
import MiniUI

struct TimeOfDayBadge: View {
    var isNight: Bool

    var body: some View {
        // expected-error@+1 {{result values in '? :' expression have mismatching types 'Image' and 'Text'}}
        return isNight ? Image(systemName: "moon") : Text("Day")
    }
}

struct TimeOfDayLabel: View {
    var isNight: Bool

    var body: some View {
        // expected-error@+1 {{'buildExpression' is unavailable: this expression does not conform to 'View'}}
        isNight ? Image(systemName: "moon") : Text("Day")
    }
}
