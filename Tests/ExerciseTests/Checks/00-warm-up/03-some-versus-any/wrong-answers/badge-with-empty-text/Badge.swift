// wrong: makes both branches a Text, showing an empty Text for zero
// rejected-by: prints-card-and-badge-types
// One concrete type satisfies `some View` without a view builder, but a count of zero now shows an empty
// Text instead of nothing.

import MiniUI

func badge(count: Int) -> some View {
    Text(count == 0 ? "" : "\(count)")
}
