import FeatureGenCLI
import Foundation

exit(FeatureGenCLI.run(Array(CommandLine.arguments.dropFirst())))
