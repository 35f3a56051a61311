import { LoopbackServer, sendJson } from './loopback-server';

/** SSM's GetParameter and GetParametersByPath (AWS JSON 1.1) on loopback, serving fixed String parameters. */
export class FakeSsm extends LoopbackServer {
  constructor(parameters: Record<string, string>) {
    super((req, body, res) => {
      const request = JSON.parse(body) as { Name?: string; Path?: string };
      const parameter = (Name: string) => ({ Name, Value: parameters[Name], Type: 'String' });
      switch (req.headers['x-amz-target']) {
        case 'AmazonSSM.GetParameter':
          if (parameters[request.Name ?? ''] === undefined) return sendJson(res, 400, { __type: 'ParameterNotFound', message: '' });
          return sendJson(res, 200, { Parameter: parameter(request.Name!) });
        case 'AmazonSSM.GetParametersByPath':
          return sendJson(res, 200, {
            Parameters: Object.keys(parameters)
              .filter((name) => name.startsWith(request.Path ?? ''))
              .map(parameter),
          });
        default:
          return sendJson(res, 400, { __type: 'UnknownOperationException' });
      }
    });
  }
}
