// 07.2's lesson: the configuration's label asked for as the type one expects.
import MiniUI

struct Bolder: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        // expected-error@+1 {{cannot convert value of type 'ButtonStyleConfiguration.Label' to specified type 'Text'}}
        let title: Text = configuration.label
        return title.bold()
    }
}
