// 06.2's lesson: a ternary whose branches are two view types.
import MiniUI

struct TimeOfDayBadge: View {
    var isNight: Bool

    var body: some View {
        // expected-error@+1 {{result values in '? :' expression have mismatching types 'Image' and 'Text'}}
        return isNight ? Image(systemName: "moon") : Text("Day")
    }
}
